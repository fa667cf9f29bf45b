import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@sdp/shared/contracts';
import type { AppConfig } from '../config';
import { AppError } from '../errors';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
export type RateLimitConfig = Exclude<AppConfig['rateLimit'], false>;

const tooMany = () => new AppError(429, 'E-429', MESSAGES.tooManyRequests);

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw tooMany();
}

/**
 * Two budgets per window: one per client IP (every request, before sign-in is checked, so a flood of bad tokens
 * is cut too) and one per signed-in user (after the guard, keyed by the user id, so one account cannot use up a
 * shared office IP's budget and switching IPs does not reset a user's). Call the returned function after the guard.
 */
export async function installRateLimits(
  app: FastifyInstance,
  limits: RateLimitConfig,
): Promise<() => (request: FastifyRequest, reply: FastifyReply) => Promise<void>> {
  await app.register(rateLimit, { global: false });
  const perIp = app.createRateLimit({
    max: limits.max,
    timeWindow: limits.timeWindowMs,
    keyGenerator: (request) => `ip:${request.ip}`,
  });
  app.addHook('onRequest', (request, reply) => enforce(perIp, request, reply));
  return () => {
    const perUser = app.createRateLimit({
      max: limits.userMax,
      timeWindow: limits.timeWindowMs,
      keyGenerator: (request) => `user:${request.caller?.userId ?? ''}`,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.caller) await enforce(perUser, request, reply);
    });
    // The request pipeline knows its caller later, and enforces it then.
    return (request, reply) => enforce(perUser, request, reply);
  };
}
