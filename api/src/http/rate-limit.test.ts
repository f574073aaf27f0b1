import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineMessages, render } from '../i18n/messages';
import { ApiError } from './api-error';
import { enforceRateLimits, type RateCheck, waitInWords } from './rate-limit';

/** A counter that is over its limit for `ttlInSeconds` more seconds (or under it). */
const check = (exceeded: boolean, ttlInSeconds = 0) => (async () => ({ isAllowed: !exceeded, isExceeded: exceeded, ttlInSeconds })) as unknown as RateCheck;

async function refusal(checks: RateCheck[], message?: Parameters<typeof enforceRateLimits>[3]) {
  const headers: Record<string, unknown> = {};
  const reply = { header: (name: string, value: unknown) => (headers[name] = value) } as unknown as FastifyReply;
  const error = await enforceRateLimits({} as FastifyRequest, reply, checks, message).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return { error: error as ApiError | undefined, headers };
}

describe('every rate limit answers through one check', () => {
  it('lets a request under every limit through', async () => {
    expect(await refusal([check(false), check(false)])).toEqual({ error: undefined, headers: {} });
  });

  it('the first limit exceeded answers 429 rate_limited with its wait in Retry-After and in the sentence', async () => {
    const { error, headers } = await refusal([check(false), check(true, 42), check(true, 900)]);
    expect(headers).toEqual({ 'retry-after': 42 });
    expect({ status: error?.statusCode, code: error?.code, message: error?.messageIn('en') }).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Too many attempts. Please wait 42 seconds and try again.',
    });
  });

  it("a feature's own sentence says seconds under two minutes and whole minutes from then on", async () => {
    const seconds = (p: { seconds: number }) => `Wait ${p.seconds} seconds.`;
    const minutes = (p: { minutes: number }) => `Wait ${p.minutes} minutes.`;
    const { text } = defineMessages({ en: { seconds, minutes }, ar: { seconds, minutes }, ur: { seconds, minutes } });
    const wait = waitInWords(
      (inSeconds) => text('seconds', { seconds: inSeconds }),
      (inMinutes) => text('minutes', { minutes: inMinutes }),
    );
    expect(render(wait(119))).toBe('Wait 119 seconds.');
    expect(render(wait(121))).toBe('Wait 3 minutes.');
    const { error, headers } = await refusal([check(true, 3000)], wait);
    expect(headers).toEqual({ 'retry-after': 3000 });
    expect(error?.messageIn('en')).toBe('Wait 50 minutes.');
  });
});
