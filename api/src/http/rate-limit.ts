import type { FastifyReply, FastifyRequest } from 'fastify';
import { text, type Text } from '../i18n/messages';
import { ApiError } from './api-error';
import type { App } from './types';

/** One counter of @fastify/rate-limit (`app.createRateLimit(…)`). */
export type RateCheck = ReturnType<App['createRateLimit']>;

/** What a 429 says about the wait of `seconds`. */
export type WaitMessage = (seconds: number) => Text;

/** The API's usual 429 sentence: the wait in seconds. */
const waitInSeconds: WaitMessage = (seconds) => text('rate_limited', { seconds });

/** A feature's own 429 sentences: seconds under two minutes, else minutes (rounded up). */
export function waitInWords(inSeconds: (seconds: number) => Text, inMinutes: (minutes: number) => Text): WaitMessage {
  return (wait) => (wait < 120 ? inSeconds(wait) : inMinutes(Math.ceil(wait / 60)));
}

/**
 * Every rate limit of the API ends here: runs each check in turn; the first one exceeded answers 429
 * `rate_limited` with Retry-After (its wait in seconds) and `message`'s sentence.
 */
export async function enforceRateLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  checks: RateCheck[],
  message: WaitMessage = waitInSeconds,
): Promise<void> {
  for (const check of checks) {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError(429, 'rate_limited', message(result.ttlInSeconds));
    }
  }
}
