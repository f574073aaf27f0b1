import type { FastifyReply, FastifyRequest } from 'fastify';
import { enforceRateLimits as enforce } from '../../http/rate-limit';
import type { App } from '../../http/types';

const WINDOW = '1 minute';

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Limits for sign-in and password-reset endpoints. Guessing is limited per account (address + email),
 * so learners behind one shared address (campus or carrier NAT) do not lock each other out, with a
 * ceiling of ten times that per address against spraying many emails.
 */
export function authRateLimits(app: App, maxPerMinute: number, signupsPerHour: number) {
  const perAddress = app.createRateLimit({ max: maxPerMinute * 10, timeWindow: WINDOW, keyGenerator: (r) => `auth-address|${r.ip}` });
  const perAccount = app.createRateLimit({ max: maxPerMinute, timeWindow: WINDOW, keyGenerator: (r) => `auth-account|${r.ip}|${emailOf(r)}` });
  const perResetAddress = app.createRateLimit({ max: maxPerMinute, timeWindow: WINDOW, keyGenerator: (r) => `reset|${r.ip}` });
  // Sign-ups per address and hour: each costs a password hash (the CPU every other request shares)
  // and a mail, and used to cost a bonus too (docs/rules/security.md#rate-limits).
  const perConfirmAddress = app.createRateLimit({ max: maxPerMinute, timeWindow: WINDOW, keyGenerator: (r) => `confirm|${r.ip}` });
  const perSignupAddress = app.createRateLimit({ max: signupsPerHour, timeWindow: '1 hour', keyGenerator: (r) => `signup|${r.ip}` });
  return {
    /** For login/ and forget-password/ (bodies with an email). */
    byAccount: async (request: FastifyRequest, reply: FastifyReply) => enforce(request, reply, [perAddress, perAccount]),
    /** For reset-password/ (a token, no email). */
    byAddress: async (request: FastifyRequest, reply: FastifyReply) => enforce(request, reply, [perResetAddress]),
    /** For confirm-email/ (a token) and its resend/ (a session). */
    confirm: async (request: FastifyRequest, reply: FastifyReply) => enforce(request, reply, [perConfirmAddress]),
    /** For signup/. */
    signup: async (request: FastifyRequest, reply: FastifyReply) => enforce(request, reply, [perSignupAddress]),
  };
}
