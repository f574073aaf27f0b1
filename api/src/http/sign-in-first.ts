import type { FastifyRequest } from 'fastify';
import type { App } from './types';

/** Whether a route's OpenAPI `security` requires a signed-in caller (`[{}, { bearerAuth: [] }]` makes it optional). */
function requiresSignIn(request: FastifyRequest): boolean {
  const security = (request.routeOptions.schema as { security?: Record<string, unknown>[] } | undefined)?.security;
  return Boolean(security?.length) && security!.every((alternative) => 'bearerAuth' in alternative);
}

/**
 * A route that needs a signed-in caller checks the sign-in before it reads anything the caller sent:
 * a visitor is told 401, never how the body, query or path would have been refused (docs/rules/session.md).
 * The handler's own `auth.require` then answers what this check found.
 */
export function installSignInFirst(app: App, auth: { require(request: FastifyRequest): Promise<unknown> }): void {
  // preParsing: after every onRequest hook (CORS must still put its headers on the 401, or the
  // browser cannot read it and never renews or signs out), before the body is parsed or validated.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (requiresSignIn(request)) await auth.require(request);
    return payload;
  });
}
