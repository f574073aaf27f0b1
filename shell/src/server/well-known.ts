import type { FastifyInstance } from 'fastify';

/**
 * The diploma issuer's public documents, on the site's own origin: the issuer is `did:web:<site host>`,
 * and did:web resolves to `https://<site host>/.well-known/did.json`. The API holds them
 * (api/src/modules/diplomas); the site hands them over unchanged, with the API's status and type.
 */
export const WELL_KNOWN_FROM_API = ['/.well-known/did.json', '/.well-known/jwks.json'] as const;

/** Relays each of {@link WELL_KNOWN_FROM_API} from the API at `apiBaseUrl`; 502 when the API cannot be reached. */
export function proxyWellKnown(server: FastifyInstance, apiBaseUrl: string, fetchImpl: typeof fetch = fetch): void {
  for (const path of WELL_KNOWN_FROM_API) {
    server.get(path, async (request, reply) => {
      const base = new URL(apiBaseUrl, `${request.protocol}://${request.host || 'localhost'}`);
      try {
        const answer = await fetchImpl(new URL(path.slice(1), base), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
        return reply
          .status(answer.status)
          .header('content-type', answer.headers.get('content-type') ?? 'application/json')
          .header('cache-control', 'no-cache')
          .header('access-control-allow-origin', '*')
          .send(await answer.text());
      } catch {
        return reply
          .status(502)
          .header('cache-control', 'no-store')
          .send({ statusCode: 502, error: 'Bad Gateway', message: 'The issuer’s keys cannot be read right now.' });
      }
    });
  }
}
