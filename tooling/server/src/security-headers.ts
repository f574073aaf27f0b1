import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@ilm/contract';
import type { HstsMode } from './server-settings';

/** What a page served by this server loads from elsewhere (besides its own origin). */
export interface PageSources {
  /** Origins whose scripts, styles, fonts, images and JSON the page loads: the remotes' (from `REMOTES`). */
  appOrigins?: string[];
  /** The runtime config the page reads: the API (`API_BASE_URL`, also as ws:/wss: for the lab terminal) and `COUNTRY_LOOKUP_URL`. */
  runtimeConfig: RuntimeConfig;
  /** The text of each inline script the page may carry, allowed by its hash (no other inline script runs). */
  inlineScripts?: string[];
}

/** `https://api.example.com/v1/` → `https://api.example.com`; nothing for a URL that is no http(s) URL. */
function originOf(url: string): string[] {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? [origin] : [];
  } catch {
    return [];
  }
}

/** The API's origin as a WebSocket origin: the lab terminal's socket (docs/decisions/0004-lab-drivers.md#terminal). */
function socketOriginOf(url: string): string[] {
  return originOf(url).map((origin) => origin.replace(/^http/, 'ws'));
}

const unique = (values: string[]) => [...new Set(values)];

/** A CSP source allowing the inline script whose text is `script`. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of an app's HTML page (docs/rules/security.md#headers), from the settings the page
 * really runs with:
 *
 * - scripts only from this origin and the remotes' (`remoteEntry.js` and chunks are `<script src>`),
 *   and the inline scripts the server names, by their SHA-256 hash; no other inline script and no eval. The site pages the shell hands over in the HTML are a
 *   `<script type="application/json">` data block, which is never executed, so CSP does not apply to it;
 * - `style-src 'unsafe-inline'`: the shell server writes a page's stylesheets into its HTML as `<style>`
 *   elements (docs/decisions/0007-first-visit-performance.md), and xterm.js adds its own at run time;
 *   a nonce cannot reach the remotes' bundles, which are built once and loaded by any page. Styles cannot run code;
 * - fonts (the self-hosted @fontsource files) and images from this origin and the remotes';
 * - `connect-src`: this origin (`/runtime-config.json`, `/api/country`…), the remotes' manifests,
 *   the API (http and ws for the lab terminal) and the phone input's country lookup;
 * - `frame-ancestors 'none'`: no page, the sign-in page included, can be framed by another site.
 */
export function contentSecurityPolicy({ appOrigins = [], runtimeConfig, inlineScripts = [] }: PageSources): string {
  const apps = unique(appOrigins.flatMap(originOf));
  const connect = unique([
    ...apps,
    ...originOf(runtimeConfig.API_BASE_URL),
    ...socketOriginOf(runtimeConfig.API_BASE_URL),
    ...originOf(runtimeConfig.COUNTRY_LOOKUP_URL),
  ]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...apps, ...unique(inlineScripts.map(scriptHash))]],
    ['style-src', ["'self'", "'unsafe-inline'", ...apps]],
    ['font-src', ["'self'", ...apps]],
    ['img-src', ["'self'", ...apps]],
    ['connect-src', ["'self'", ...connect]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Strict-Transport-Security: a year, once a browser has seen the site over HTTPS. */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * Headers every answer of an app's server carries (docs/rules/security.md#headers): `nosniff`, so a JS or CSS
 * file is never read as another type, a referrer policy that keeps paths and queries on this site,
 * and HSTS when the request came over HTTPS (as a trusted proxy says, `TRUST_PROXY`) or `HSTS=always`.
 */
export function installSecurityHeaders(app: FastifyInstance, hsts: HstsMode): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (hsts === 'always' || (hsts === 'https' && request.protocol === 'https')) reply.header('Strict-Transport-Security', HSTS_VALUE);
  });
}

/** Headers of an HTML page: its policy, and the older anti-framing header for browsers without `frame-ancestors`. */
export function pageHeaders(policy: string): Record<string, string> {
  return { 'Content-Security-Policy': policy, 'X-Frame-Options': 'DENY' };
}
