import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntity } from '@sdp/shared/contracts';
import { auditChangesOf } from '@sdp/shared/domain';
import type { Db } from '../db/database';
import { callerOf } from '../types';
import type { HandlerContext } from '../pipeline/context';

/** One change to record: the entity, its business key and year, and its fields before and after. */
export interface AuditInput {
  action: AuditAction;
  entity: AuditEntity;
  /** The business key as staff know it, e.g. `2025/OF-0101`. */
  entityKey: string;
  surveyFy?: number | null;
  before?: object | null;
  after?: object | null;
  note?: string | null;
  /** The kept upload that wrote the event (DESIGN.md §8 "Uploads are evidence"). */
  uploadId?: string | null;
}

/** Who an event is by, and the request it shares with the other events of the same write. */
export interface AuditActor {
  userId: string;
  /** The name at the time: a later rename does not rewrite history. */
  userName: string;
  requestId: string;
}

/** The actor of a request: its caller (a Fastify request or a handler's context) and its id. */
export function auditActorOf(request: FastifyRequest | HandlerContext): AuditActor {
  const caller = 'id' in request ? callerOf(request) : request.caller;
  return {
    userId: caller.userId,
    userName: `${caller.surname} ${caller.givenName}`.trim(),
    requestId: 'id' in request ? request.id : request.requestId,
  };
}

/**
 * Appends the events of one request to the audit trail, in the caller's transaction (DESIGN.md §7): the write and
 * its events commit or roll back together. An update that changed no field records nothing.
 */
export async function recordAudit(
  tx: Db,
  request: FastifyRequest | HandlerContext,
  events: readonly AuditInput[],
): Promise<void> {
  await appendAudit(tx, auditActorOf(request), events);
}

/** recordAudit for code that knows the actor rather than the request (the user workflow). */
export async function appendAudit(tx: Db, actor: AuditActor, events: readonly AuditInput[]): Promise<void> {
  const rows = events
    .map((event) => ({ event, changes: auditChangesOf(event.before, event.after) }))
    .filter(({ event, changes }) => event.action !== 'update' || changes.length > 0)
    .map(({ event, changes }) => ({
      user_id: actor.userId,
      user_name: actor.userName,
      action: event.action,
      entity: event.entity,
      entity_key: event.entityKey,
      survey_fy: event.surveyFy ?? null,
      changes: JSON.stringify(changes),
      request_id: actor.requestId,
      note: event.note ?? null,
      upload_id: event.uploadId ?? null,
    }));
  if (rows.length) await tx.insertInto('audit_events').values(rows).execute();
}
