import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';

/**
 * How long a client may take to send a request, and how many connections a server holds
 * (docs/rules/security.md#slow-clients: a body sent one byte every few seconds must not keep a connection forever).
 */
export interface HttpLimits {
  /** The request line and headers must have arrived within it (`HEADERS_TIMEOUT_SECONDS`). */
  headersTimeoutMs: number;
  /** The whole request, headers and body, must have arrived within it (`REQUEST_TIMEOUT_SECONDS`); then 408 and the connection is closed. */
  requestTimeoutMs: number;
  /** Open connections at most (`MAX_CONNECTIONS`); a connection over it is closed at once. */
  maxConnections: number;
}

/** Whether a peer address (and hop `i` of X-Forwarded-For) is a proxy this server trusts. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** When `Strict-Transport-Security` is sent: over HTTPS (as a trusted proxy says), always, or never. */
export type HstsMode = 'https' | 'always' | 'off';

/** Settings every production server of the apps reads (README.md's settings table). */
export interface ServerSettings {
  limits: HttpLimits;
  trustProxy: TrustProxy;
  hsts: HstsMode;
}

/** The defaults: generous for a person on a slow line, short for a connection that only drips. */
export const DEFAULT_HTTP_LIMITS: HttpLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, maxConnections: 1_000 };

function seconds(env: NodeJS.ProcessEnv, name: string, fallbackMs: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallbackMs;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 3600) throw new Error(`${name} must be a number of seconds between 0 and 3600, got "${raw}"`);
  return Math.round(value * 1000);
}

/** `HEADERS_TIMEOUT_SECONDS`, `REQUEST_TIMEOUT_SECONDS`, `MAX_CONNECTIONS`. */
export function httpLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): HttpLimits {
  const headersTimeoutMs = seconds(env, 'HEADERS_TIMEOUT_SECONDS', DEFAULT_HTTP_LIMITS.headersTimeoutMs);
  const requestTimeoutMs = seconds(env, 'REQUEST_TIMEOUT_SECONDS', DEFAULT_HTTP_LIMITS.requestTimeoutMs);
  // Node refuses a headers timeout longer than the request timeout (the request includes its headers).
  if (headersTimeoutMs > requestTimeoutMs) throw new Error('HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS');
  const rawMax = env.MAX_CONNECTIONS;
  const maxConnections = rawMax === undefined || rawMax.trim() === '' ? DEFAULT_HTTP_LIMITS.maxConnections : Number(rawMax);
  if (!Number.isInteger(maxConnections) || maxConnections < 1)
    throw new Error(`MAX_CONNECTIONS must be a whole number of connections, at least 1, got "${rawMax}"`);
  return { headersTimeoutMs, requestTimeoutMs, maxConnections };
}

/**
 * `TRUST_PROXY`: the proxies (addresses, CIDRs, or `loopback`, `linklocal`, `uniquelocal`, comma
 * separated) whose `X-Forwarded-*` and country headers this server believes; unset or `false`:
 * none, so no client can choose its address, protocol or country. `true` trusts every peer: only
 * for a server nothing but its proxy can reach.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return () => false;
  if (raw === 'true' || raw === '1') return () => true;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be addresses or CIDRs (or loopback, linklocal, uniquelocal), comma separated: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** `HSTS`: `https` (default: when a trusted proxy says the request came over HTTPS), `always`, `off`. */
export function hstsFromEnv(env: NodeJS.ProcessEnv = process.env): HstsMode {
  const raw = (env.HSTS ?? '').trim() || 'https';
  if (raw !== 'https' && raw !== 'always' && raw !== 'off') throw new Error(`HSTS must be https, always or off, got "${raw}"`);
  return raw;
}

/** Every setting of {@link ServerSettings}, from the environment. */
export function serverSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  return { limits: httpLimitsFromEnv(env), trustProxy: trustProxyFromEnv(env), hsts: hstsFromEnv(env) };
}

/**
 * The Fastify options that apply {@link HttpLimits} to its Node server. Node checks the timeouts
 * every `connectionsCheckingInterval` (30 s by default): a quarter of the shortest timeout keeps
 * the cut close to the setting.
 */
export function fastifyLimitOptions(
  limits: HttpLimits,
): Pick<FastifyServerOptions, 'requestTimeout'> & { http: { headersTimeout: number; connectionsCheckingInterval: number } } {
  const connectionsCheckingInterval = Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));
  return { requestTimeout: limits.requestTimeoutMs, http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval } };
}
