import type { FastifyServerOptions } from 'fastify';

/**
 * What the API's log may hold (docs/rules/security.md#logs): enough to find a fault (route, status, the error's
 * type and code, the database's message and the SQL with its `$1` placeholders), never a password, a
 * hash, a token, a card field or what a person wrote in a form. Applied in one place, the logger's
 * serializers, whoever logs: Fastify's request log, the error handler, the lab lifecycle, the mailer.
 */

/** Query parameters whose value is a secret: a terminal ticket, a reset or SSO token, a code. */
const SECRET_PARAM = /token|ticket|code|password|secret|key|signature|session|auth/i;

/** `?ticket=abc&since=0` → `?ticket=[redacted]&since=0`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAM.test(decodeSafely(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A database message with the values it quotes left out: PostgreSQL writes the offending value after a
 * colon (`invalid input syntax for type uuid: "…"`); identifiers (`constraint "users_email_key"`) stay.
 */
function scrubDatabaseMessage(message: string): string {
  return message.replace(/:\s*"(?:[^"\\]|\\.)*"/g, ': "[value]"');
}

/** Fields of an error that name a fault without carrying data: codes, tables, constraints. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine', 'syscall', 'errno'] as const;

/**
 * An error as the log keeps it. A failed query (Drizzle's DrizzleQueryError) carries its bound values in
 * `params` and in its message and stack (`params: email,$argon2id…`): only the SQL text is kept. A
 * database error's `detail` and `where` quote rows (`Key (email)=(…)`): left out. Causes are kept the same way.
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const record = error as Error & Record<string, unknown>;
  const query = typeof record.query === 'string' ? record.query : undefined;
  const carriesValues = query !== undefined || 'params' in record || 'parameters' in record || 'severity' in record;
  // Drizzle's message is `Failed query: <sql>\nparams: <values>`; a driver's error may carry the SQL too.
  const failedQuery = query !== undefined && error.message.startsWith('Failed query:');
  const message = failedQuery ? 'Failed query (its SQL in `query`, its values left out)' : carriesValues ? scrubDatabaseMessage(error.message) : error.message;
  const out: Record<string, unknown> = { type: error.constructor?.name || error.name, message };
  if (query !== undefined && depth === 0) out.query = query;
  for (const field of SAFE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof error.stack === 'string') {
    // The stack's first lines repeat the message; the frames after it are what to keep.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${out.type}: ${message}`, ...frames].join('\n');
  }
  if (error.cause !== undefined && depth < 3) out.cause = safeError(error.cause, depth + 1);
  return out;
}

/** A request as the log keeps it: no headers (Authorization, cookies), no body, secrets out of the URL. */
function safeRequest(request: { method?: string; url?: string; host?: string; hostname?: string; ip?: string; socket?: { remoteAddress?: string } }) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

/** Keys that never reach the log, wherever a caller puts them (pino `redact`). */
const REDACTED_KEYS = [
  'password',
  'password_hash',
  'passwordHash',
  'token',
  'access_token',
  'refresh_token',
  'ticket',
  'card',
  'cvc',
  'authorization',
  'cookie',
  'params',
  'parameters',
  'data',
  'body',
  'text',
];

/**
 * The logger settings of the API: the caller's (level, stream…) with the serializers and redaction
 * above. `false` stays off.
 */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const given = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...given,
    serializers: {
      ...(given.serializers as Record<string, unknown> | undefined),
      err: safeError,
      error: safeError,
      req: safeRequest,
    },
    redact: {
      paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`), 'req.headers', 'res.headers'],
      censor: '[redacted]',
    },
  } as unknown as FastifyServerOptions['logger'];
}
