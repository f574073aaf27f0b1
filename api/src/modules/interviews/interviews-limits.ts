import type { FastifyReply, FastifyRequest } from 'fastify';
import { enforceRateLimits, type RateCheck, waitInWords } from '../../http/rate-limit';
import type { App } from '../../http/types';
import { text } from './interviews.messages';

/**
 * How often a learner may answer and start mock interviews. Each answer may cost a paid call to the
 * language model; a person answering in earnest needs a minute or more per question.
 */
export const INTERVIEW_LIMITS = {
  answersPerMinute: 8,
  answersPerHour: 60,
  startsPerHour: 20,
} as const;

/** Its 429 says the wait in its own words (the check itself is the API's one: src/http/rate-limit.ts). */
const waitText = waitInWords(
  (seconds) => text('interview_rate_limited_seconds', { seconds }),
  (minutes) => text('interview_rate_limited_minutes', { minutes }),
);

const enforce = (request: FastifyRequest, reply: FastifyReply, checks: RateCheck[]) => enforceRateLimits(request, reply, checks, waitText);

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
