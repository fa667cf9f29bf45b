import type { AuditAction, AuditEntity, AuditEvent, AuditEventsQuery } from '@sdp/shared/contracts';
import { auditChangesOf, JAPAN_TIME_ZONE } from '@sdp/shared/domain';
import { accountName, type MockAccount } from '../data/accounts';
import { registerStoreReset } from './registry';

let events: AuditEvent[] = [];
let counter = 0;
registerStoreReset(() => {
  events = [];
  counter = 0;
});

export interface MockAuditInput {
  action: AuditAction;
  entity: AuditEntity;
  entityKey: string;
  surveyFy?: number | null;
  before?: object | null;
  after?: object | null;
  note?: string | null;
}

/** Appends an event as the server does (an edit that changed nothing records nothing). */
export function recordMockAudit(user: { user_id: string; name: string }, input: MockAuditInput): void {
  const changes = auditChangesOf(input.before, input.after);
  if (input.action === 'update' && changes.length === 0) return;
  counter += 1;
  events.push({
    id: String(counter),
    occurred_at: new Date().toISOString(),
    user_id: user.user_id,
    user_name: user.name,
    action: input.action,
    entity: input.entity,
    entity_key: input.entityKey,
    survey_fy: input.surveyFy ?? null,
    changes,
    request_id: `mock-audit-${counter}`,
    note: input.note ?? null,
  });
}

/** recordMockAudit for the signed-in account. */
export const auditAs = (account: MockAccount, input: MockAuditInput): void =>
  recordMockAudit({ user_id: account.user_id, name: accountName(account) }, input);

const japanDay = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: JAPAN_TIME_ZONE }).format(new Date(iso));

type Filter = Omit<AuditEventsQuery, 'page' | 'per_page' | 'sort' | 'order'>;

/** The events a filter admits, newest first (from/to: Japan-time dates, inclusive). */
export const auditEventsMatching = (filter: Filter): AuditEvent[] =>
  events
    .filter(
      (event) =>
        (!filter.entity || event.entity === filter.entity) &&
        (!filter.entity_key || event.entity_key === filter.entity_key) &&
        (!filter.user_id || event.user_id === filter.user_id) &&
        (filter.survey_fy === undefined || event.survey_fy === filter.survey_fy) &&
        (!filter.from || japanDay(event.occurred_at) >= filter.from) &&
        (!filter.to || japanDay(event.occurred_at) <= filter.to),
    )
    .reverse();
