import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createStaticServer, NO_CACHE } from '@ilm/server';
import { matchPage } from '../routes/match-page';
import type { ShellSettings } from './settings';

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * SPEC §7's `GET /api/country`: the visitor's country from the CDN's header (`cf-ipcountry`,
 * else `x-country-code`), else the `DEFAULT_COUNTRY` setting. CDNs answer `XX`/`T1` for unknown
 * or Tor visitors: those fall back too.
 */
export function countryOf(request: FastifyRequest, defaultCountry: string): string {
  for (const header of ['cf-ipcountry', 'x-country-code']) {
    const value = String(request.headers[header] ?? '').trim().toUpperCase();
    if (COUNTRY_CODE.test(value) && value !== 'XX') return value;
  }
  return defaultCountry;
}

/** The shell's production server: its build, the runtime config, the remotes list and `/api/country`. */
export function createShellServer(distDir: string, settings: ShellSettings): Promise<FastifyInstance> {
  return createStaticServer({
    distDir,
    // Known pages answer 200, anything else the same HTML with 404 (the client shows 'Page not found').
    pageStatus: (pathname) => (matchPage(pathname) ? 200 : 404),
    routes: (app) => {
      app.get('/api/country', async (request, reply) =>
        reply.header('Cache-Control', 'private, no-store').header('Vary', 'cf-ipcountry, x-country-code').type('text/plain; charset=utf-8').send(countryOf(request, settings.defaultCountry)),
      );
      app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(settings.remotes));
      app.get('/runtime-config.json', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(settings.runtimeConfig));
    },
  });
}
