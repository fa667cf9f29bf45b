import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MESSAGES } from '@sdp/shared/contracts';
import { AppError, invalidValue } from '../errors';
import { claimKey, deleteExpiredKeys, releaseKey, storeAnswer } from './idempotency-repository';
import { readMultipartContent } from './multipart-content';

import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../pipeline/idempotency';

export { IDEMPOTENCY_HEADER, REPLAYED_HEADER };
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyOptions {
  /** How long an answer is kept for repeats (24 h). */
  ttlMs?: number;
  /** A first request still "running" after this long is taken to have died and may run again. */
  staleMs?: number;
}

/** Requests that hold a key (their answer is stored in onSend). */
const claimed = new WeakMap<FastifyRequest, { userId: string; key: string }>();

/** Object keys sorted at every depth, so the same body always hashes the same. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
};

/** Method, path (with the query) and the request's content, whatever its type. */
const fingerprintOf = async (request: FastifyRequest): Promise<string> =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(
      request.isMultipart()
        ? `multipart ${await readMultipartContent(request)}`
        : `json ${JSON.stringify(canonical(request.body ?? null))}`,
    )
    .digest('hex');

/**
 * POSTs with an `Idempotency-Key` header run once per caller and key: a repeat with the same request gets the first
 * answer (status and body, header `Idempotent-Replayed: true`), with another request 422 E-422, while the first is
 * still running 409 E-409-1. Answers of 5xx are not kept (the caller may retry). Keys live `ttlMs` in the database.
 */
const idempotencyPlugin: FastifyPluginAsync<IdempotencyOptions> = async (app, options) => {
  const ttlMs = options.ttlMs ?? 24 * 3600_000;
  const staleMs = options.staleMs ?? 30_000;
  let lastSweep = 0;

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || header === undefined || !request.caller) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) throw invalidValue(IDEMPOTENCY_HEADER);
    const { userId } = request.caller;
    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      await deleteExpiredKeys(app.db);
    }
    const claim = await claimKey(app.db, {
      userId,
      key,
      fingerprint: await fingerprintOf(request),
      ttlMs,
      staleMs,
    });
    switch (claim.kind) {
      case 'claimed':
        claimed.set(request, { userId, key });
        return;
      case 'running':
        throw new AppError(409, 'E-409-1', MESSAGES.inProgress);
      case 'mismatch':
        throw new AppError(422, 'E-422', MESSAGES.keyReused);
      case 'replay': {
        const { answer } = claim;
        reply.status(answer.statusCode).header(REPLAYED_HEADER, 'true');
        if (answer.contentType) reply.header('content-type', answer.contentType);
        return reply.send(answer.body ?? undefined);
      }
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claimed.get(request);
    if (!claim) return payload;
    claimed.delete(request);
    const keepable = payload === null || payload === undefined || typeof payload === 'string';
    try {
      if (reply.statusCode >= 500 || !keepable) {
        // After a database outage the first try may meet a dead connection; the pool has a fresh one next time.
        await releaseKey(app.db, claim.userId, claim.key).catch(() =>
          releaseKey(app.db, claim.userId, claim.key),
        );
      } else {
        const contentType = reply.getHeader('content-type');
        await storeAnswer(app.db, claim.userId, claim.key, {
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: typeof payload === 'string' ? payload : null,
        });
      }
    } catch (error) {
      // The answer still goes out; the key stays "running" until staleMs, then a retry runs again.
      request.log.error({ err: error }, 'idempotency key not recorded');
    }
    return payload;
  });
};

// Hooks on the root instance, like fastify-plugin does (no encapsulation).
export const idempotency = Object.assign(idempotencyPlugin, { [Symbol.for('skip-override')]: true });
