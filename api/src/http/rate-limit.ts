import type { FastifyReply, FastifyRequest } from 'fastify';
import { text } from '../i18n/messages';
import { ApiError } from './api-error';
import type { App } from './types';

/** One counter of @fastify/rate-limit (`app.createRateLimit(…)`). */
export type RateCheck = ReturnType<App['createRateLimit']>;

/** Runs each check in turn; the first one exceeded answers 429 `rate_limited` with Retry-After. */
export async function enforceRateLimits(request: FastifyRequest, reply: FastifyReply, checks: RateCheck[]): Promise<void> {
  for (const check of checks) {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError(429, 'rate_limited', text('rate_limited', { seconds: result.ttlInSeconds }));
    }
  }
}
