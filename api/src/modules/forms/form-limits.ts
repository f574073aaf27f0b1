import type { FastifyReply, FastifyRequest } from 'fastify';
import { enforceRateLimits } from '../../http/rate-limit';
import type { App } from '../../http/types';

/** How many times the per-account limit one address may submit: a campus or carrier NAT shares one. */
export const ADDRESS_FACTOR = 3;

/**
 * Form submissions per hour (FORMS_RATE_LIMIT, api/README.md): per account for a signed-in submitter,
 * and per client address for everyone, so forms cannot be used as free storage (docs/rules/forms.md).
 */
export function formRateLimits(app: App, perAccountPerHour: number) {
  const submitter = new WeakMap<FastifyRequest, string>();
  const perAddress = app.createRateLimit({ max: perAccountPerHour * ADDRESS_FACTOR, timeWindow: '1 hour', keyGenerator: (r) => `forms-address|${r.ip}` });
  const perAccount = app.createRateLimit({ max: perAccountPerHour, timeWindow: '1 hour', keyGenerator: (r) => `forms-account|${submitter.get(r) ?? ''}` });
  /** Counts one submission of `request`, by `userId` when signed in; 429 once a limit is reached. */
  return async (request: FastifyRequest, reply: FastifyReply, userId: string | null) => {
    if (!userId) return enforceRateLimits(request, reply, [perAddress]);
    submitter.set(request, userId);
    return enforceRateLimits(request, reply, [perAddress, perAccount]);
  };
}
