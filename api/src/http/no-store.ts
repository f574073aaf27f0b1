import type { FastifyInstance } from 'fastify';

/**
 * No answer that belongs to one person is kept by a browser's or a proxy's cache.
 * An answer is personal when its request carries credentials (every route that reads the bearer
 * token reads the `Authorization` header, whatever the route) or when it is not a read (`POST`
 * sign-up, login, refresh and SSO answers carry tokens; `PATCH profile/` the profile). Those say
 * `Cache-Control: no-store`, errors included; anonymous reads (the catalog, plans) keep whatever
 * their route says. One hook at the root, so a new route is covered without thinking of it.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const anonymousRead = (request.method === 'GET' || request.method === 'HEAD') && request.headers.authorization === undefined;
    if (!anonymousRead) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
