import { BAARI_VISITOR_QUESTIONS, BAARI_VISITOR_WINDOW_HOURS } from '@ilm/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { enforceRateLimits, type RateCheck, waitInWords } from '../../http/rate-limit';
import type { App } from '../../http/types';
import { text } from './baari.messages';

/**
 * How often Baari may be asked. A question costs a search of the index and, with a language model
 * configured, a paid call: a learner gets a burst and a steady rate, and one address (a campus or
 * carrier NAT shares one) a ceiling for everyone behind it.
 */
export const BAARI_LIMITS = {
  learnerPerMinute: 10,
  learnerPerHour: 120,
  addressPerMinute: 40,
  /** Answers streaming at once for one learner (two tabs, or a panel beside the full page). */
  streamsPerLearner: 2,
} as const;

/** Its 429 says the wait in its own words (the check itself is the API's one: src/http/rate-limit.ts). */
const waitText = waitInWords(
  (seconds) => text('baari_rate_limited_seconds', { seconds }),
  (minutes) => text('baari_rate_limited_minutes', { minutes }),
);

const enforce = (request: FastifyRequest, reply: FastifyReply, checks: RateCheck[]) => enforceRateLimits(request, reply, checks, waitText);

/** The counters of `POST baari/ask/` (@fastify/rate-limit, in this process's memory like the API's other limits). */
export function baariRateLimits(app: App) {
  const asker = new WeakMap<FastifyRequest, string>();
  const perAddress = app.createRateLimit({ max: BAARI_LIMITS.addressPerMinute, timeWindow: '1 minute', keyGenerator: (r) => `baari-address|${r.ip}` });
  const perLearnerMinute = app.createRateLimit({
    max: BAARI_LIMITS.learnerPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (r) => `baari-learner-m|${asker.get(r) ?? ''}`,
  });
  const perLearnerHour = app.createRateLimit({
    max: BAARI_LIMITS.learnerPerHour,
    timeWindow: '1 hour',
    keyGenerator: (r) => `baari-learner-h|${asker.get(r) ?? ''}`,
  });
  const visitor = app.createRateLimit({
    max: BAARI_VISITOR_QUESTIONS,
    timeWindow: BAARI_VISITOR_WINDOW_HOURS * 3600 * 1000,
    keyGenerator: (r) => `baari-visitor|${r.ip}`,
  });

  /** Counts one question of `request`, by `userId` when signed in; 429 past a rate, 403 past a visitor's allowance. */
  return async (request: FastifyRequest, reply: FastifyReply, userId: string | null): Promise<void> => {
    if (userId) {
      asker.set(request, userId);
      return enforce(request, reply, [perAddress, perLearnerMinute, perLearnerHour]);
    }
    await enforce(request, reply, [perAddress]);
    const allowance = await visitor(request);
    if (!allowance.isAllowed && allowance.isExceeded) {
      throw new ApiError(403, 'sign_up_to_continue', text('baari_sign_up_to_continue', { max: BAARI_VISITOR_QUESTIONS, hours: BAARI_VISITOR_WINDOW_HOURS }));
    }
  };
}

/** Answers streaming now, per learner: a third at once is refused (429 `too_many_streams`) until one ends. */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number = BAARI_LIMITS.streamsPerLearner) {}

  /** Takes a slot for `key`; the returned function gives it back (once). */
  take(key: string): () => void {
    const current = this.open.get(key) ?? 0;
    if (current >= this.max) throw new ApiError(429, 'too_many_streams', text('baari_too_many_streams', { max: this.max }));
    this.open.set(key, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left <= 0) this.open.delete(key);
      else this.open.set(key, left);
    };
  }
}
