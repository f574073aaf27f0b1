import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { RateCheck } from '../../http/rate-limit';
import type { App } from '../../http/types';
import { text } from '../../i18n/messages';

/**
 * How often a learner may answer and start mock interviews. Each answer may cost a paid call to the
 * language model; a person answering in earnest needs a minute or more per question.
 */
export const INTERVIEW_LIMITS = {
  answersPerMinute: 8,
  answersPerHour: 60,
  startsPerHour: 20,
} as const;

/** The wait of a 429 in words: seconds under two minutes, else minutes (rounded up). */
function waitText(seconds: number) {
  return seconds < 120
    ? text('interview_rate_limited_seconds', { seconds })
    : text('interview_rate_limited_minutes', { minutes: Math.ceil(seconds / 60) });
}

async function enforce(request: FastifyRequest, reply: FastifyReply, checks: RateCheck[]): Promise<void> {
  for (const check of checks) {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError(429, 'rate_limited', waitText(result.ttlInSeconds));
    }
  }
}

/** Per-learner counters of the interview routes (@fastify/rate-limit, in this process's memory like the API's other limits). */
export function interviewRateLimits(app: App) {
  const learner = new WeakMap<FastifyRequest, string>();
  const key = (prefix: string) => (request: FastifyRequest) => `${prefix}|${learner.get(request) ?? ''}`;
  const answersMinute = app.createRateLimit({ max: INTERVIEW_LIMITS.answersPerMinute, timeWindow: '1 minute', keyGenerator: key('interview-answers-m') });
  const answersHour = app.createRateLimit({ max: INTERVIEW_LIMITS.answersPerHour, timeWindow: '1 hour', keyGenerator: key('interview-answers-h') });
  const starts = app.createRateLimit({ max: INTERVIEW_LIMITS.startsPerHour, timeWindow: '1 hour', keyGenerator: key('interview-starts') });
  const counting = (checks: RateCheck[]) => (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    learner.set(request, userId);
    return enforce(request, reply, checks);
  };
  return { answer: counting([answersMinute, answersHour]), start: counting([starts]) };
}
