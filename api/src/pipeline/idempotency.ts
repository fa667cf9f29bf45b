import { MESSAGES } from '@sdp/shared/contracts';
import type { Db } from '../db/database';
import { AppError, invalidValue } from '../errors';
import { claimKey, deleteExpiredKeys, releaseKey, storeAnswer } from '../plugins/idempotency-repository';
import type { Caller } from './context';
import { canonical, sha256Hex } from './digest';
import type { PipelineRequest, PipelineResponse } from './request';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyOptions {
  /** How long an answer is kept for repeats (24 h). */
  ttlMs?: number;
  /** A first request still "running" after this long is taken to have died and may run again. */
  staleMs?: number;
}

/** Method, path, query and the request's content, whatever its type. */
async function fingerprintOf(request: PipelineRequest): Promise<string> {
  const content = request.multipartDigest
    ? `multipart ${await request.multipartDigest()}`
    : `json ${JSON.stringify(canonical(request.body ?? null))}`;
  return sha256Hex(
    `${request.method} ${request.path} ${JSON.stringify(canonical(request.query))}\n${content}`,
  );
}

/**
 * POSTs with an `Idempotency-Key` header run once per caller and key: a repeat with the same request gets the first
 * answer (status and body, header `Idempotent-Replayed: true`), with another request 422 E-422, while the first is
 * still running 409 E-409-1. Answers of 5xx and streamed answers are not kept (the caller may retry). Keys live
 * `ttlMs` in the database, so every instance agrees.
 */
export function createIdempotency(db: Db, options: IdempotencyOptions = {}) {
  const ttlMs = options.ttlMs ?? 24 * 3600_000;
  const staleMs = options.staleMs ?? 30_000;
  let lastSweep = 0;

  return async function once(
    request: PipelineRequest,
    caller: Caller,
    run: () => Promise<PipelineResponse>,
  ): Promise<PipelineResponse> {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || key === undefined) return run();
    if (!key || !KEY_PATTERN.test(key)) throw invalidValue(IDEMPOTENCY_HEADER);
    const { userId } = caller;
    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      await deleteExpiredKeys(db);
    }
    const claim = await claimKey(db, {
      userId,
      key,
      fingerprint: await fingerprintOf(request),
      ttlMs,
      staleMs,
    });
    switch (claim.kind) {
      case 'running':
        throw new AppError(409, 'E-409-1', MESSAGES.inProgress);
      case 'mismatch':
        throw new AppError(422, 'E-422', MESSAGES.keyReused);
      case 'replay': {
        const { answer } = claim;
        return {
          status: answer.statusCode,
          headers: {
            [REPLAYED_HEADER]: 'true',
            ...(answer.contentType ? { 'content-type': answer.contentType } : {}),
          },
          body: answer.body ?? undefined,
        };
      }
      case 'claimed':
        break;
    }
    let response: PipelineResponse;
    try {
      response = await run();
    } catch (error) {
      await release(db, userId, key, request);
      throw error;
    }
    const keepable = response.body === undefined || typeof response.body === 'string';
    try {
      if (response.status >= 500 || !keepable) await release(db, userId, key, request);
      else
        await storeAnswer(db, userId, key, {
          statusCode: response.status,
          contentType: response.headers['content-type'] ?? null,
          body: typeof response.body === 'string' ? response.body : null,
        });
    } catch (error) {
      // The answer still goes out; the key stays "running" until staleMs, then a retry runs again.
      request.log.error({ err: error }, 'idempotency key not recorded');
    }
    return response;
  };
}

/** After a database outage the first try may meet a dead connection; the pool has a fresh one next time. */
async function release(db: Db, userId: string, key: string, request: PipelineRequest): Promise<void> {
  await releaseKey(db, userId, key)
    .catch(() => releaseKey(db, userId, key))
    .catch((error: unknown) => request.log.error({ err: error }, 'idempotency key not released'));
}
