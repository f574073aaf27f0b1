import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

/**
 * Whether a peer address (and hop `i` of X-Forwarded-For) is a proxy the API trusts: what Fastify
 * takes the client address from (rate limits) and what decides whether the CDN's country headers count.
 */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * `TRUST_PROXY` (api/README.md): the proxies, comma separated, as addresses, CIDRs or
 * `loopback`, `linklocal`, `uniquelocal`; unset or `false`: none (no client picks its own address
 * or country); `true`: every peer, only for an API nothing but its proxy can reach.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return () => false;
  if (value === 'true' || value === '1') return () => true;
  try {
    return proxyAddr.compile(
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be addresses or CIDRs (or loopback, linklocal, uniquelocal), comma separated: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Whether the request reached the API through a trusted proxy (so headers that proxy sets can be believed). */
export function fromTrustedProxy(request: FastifyRequest, trust: TrustProxy): boolean {
  return trust(request.socket.remoteAddress ?? '', 0);
}

/** How long a client may take to send a request, and how many connections the API holds (docs/rules/security.md#slow-clients). */
export interface HttpLimits {
  /** The request line and headers within it (`HEADERS_TIMEOUT_SECONDS`). */
  headersTimeoutMs: number;
  /** The whole request, headers and body, within it (`REQUEST_TIMEOUT_SECONDS`); then 408 and the connection closes. */
  requestTimeoutMs: number;
  /** Open connections at most (`MAX_CONNECTIONS`); one over it is closed at once. */
  maxConnections: number;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallbackMs: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallbackMs;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 3600) throw new Error(`${name} must be a number of seconds between 0 and 3600, got "${raw}"`);
  return Math.round(value * 1000);
}

/**
 * `HEADERS_TIMEOUT_SECONDS` (10), `REQUEST_TIMEOUT_SECONDS` (30), `MAX_CONNECTIONS` (1000): the
 * same settings, with the same defaults, as the apps' servers (tooling/server, README.md).
 */
export function httpLimitsFromEnv(env: NodeJS.ProcessEnv): HttpLimits {
  const headersTimeoutMs = seconds(env, 'HEADERS_TIMEOUT_SECONDS', 10_000);
  const requestTimeoutMs = seconds(env, 'REQUEST_TIMEOUT_SECONDS', 30_000);
  if (headersTimeoutMs > requestTimeoutMs) throw new Error('HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS');
  const raw = env.MAX_CONNECTIONS;
  const maxConnections = raw === undefined || raw.trim() === '' ? 1000 : Number(raw);
  if (!Number.isInteger(maxConnections) || maxConnections < 1)
    throw new Error(`MAX_CONNECTIONS must be a whole number of connections, at least 1, got "${raw}"`);
  return { headersTimeoutMs, requestTimeoutMs, maxConnections };
}

/**
 * Fastify's options for {@link HttpLimits}. The timeouts cover receiving the request only: a
 * long answer (a lab step's check) and an open terminal socket (after its upgrade) are not cut.
 * Node checks them every `connectionsCheckingInterval` (30 s by default): a quarter of the
 * headers timeout keeps the cut close to the setting.
 */
export function fastifyLimitOptions(limits: HttpLimits) {
  const connectionsCheckingInterval = Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));
  return { requestTimeout: limits.requestTimeoutMs, http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval } };
}
