import { ApiError, refusalError } from './api-error';

// The API client's plumbing on the platform's own `fetch`. It does what ofetch did for the client
// (ofetch cost 4 KiB of gzip on every first load, docs/decisions/0007-first-visit-performance.md),
// rule for rule, so no caller sees a difference: the base URL joined the same way, `query`, a plain
// object body sent as JSON, the answer parsed by its content type, the one retry (docs/rules/api-calls.md#retries), the same errors.

/** How the answer's body is read; left out, its content type decides. */
export type ResponseType = 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';

/** What a call can say about its request and how its answer is read. */
export interface RequestOptions {
  /** GET when left out; any case (`'patch'` is sent as `PATCH`: fetch upper-cases only some). */
  method?: string;
  headers?: HeadersInit;
  /** A plain object or array (sent as JSON), or anything fetch sends as it is (FormData, Blob…). */
  body?: BodyInit | object | null;
  /** Added to the URL's query; an `undefined` value is left out, `null` or '' sends the key alone. */
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  responseType?: ResponseType;
  /** Reads the body's text instead of the JSON parse (errors' bodies too). */
  parseResponse?: (text: string) => unknown;
  /** Called with each 4xx/5xx answer, before it is retried or thrown (e.g. to read its headers). */
  onResponseError?: (context: { response: Response }) => void | Promise<void>;
}

const PROTOCOL = /^[\s\w\0+.-]{2,}:([/\\]{2})?/;

/**
 * `path` on `base`: 'accounts/get-user/' on 'https://api.example/v1' or '…/v1/' both give
 * 'https://api.example/v1/accounts/get-user/' (a leading '/' or './' of `path` is dropped, unlike
 * `new URL`). A URL with a protocol, a `path` already under `base`, and an empty or '/' base are
 * left as they are (ofetch's `withBase`, from ufo).
 */
export function withBase(path: string, base: string): string {
  if (!base || base === '/' || PROTOCOL.test(path)) return path;
  const trimmed = (base.endsWith('/') ? base.slice(0, -1) : base) || '/';
  if (path.startsWith(trimmed)) {
    const next = path[trimmed.length];
    if (!next || next === '/' || next === '?') return path;
  }
  if (!path || path === '/') return trimmed;
  return `${trimmed.endsWith('/') ? trimmed : `${trimmed}/`}${path.replace(/^\.?\//, '')}`;
}

// Query encoding as ufo's (ofetch's): readable ':', ',', '@'…, a space as '+', '/' '&' '#' '+' escaped.
function encodeQueryValue(value: unknown): string {
  return encodeURI(typeof value === 'string' ? value : String(JSON.stringify(value)))
    .replace(/%7c/gi, '|')
    .replace(/\+/g, '%2B')
    .replace(/%20/gi, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5e/gi, '^')
    .replace(/\//g, '%2F');
}

function encodeQueryItem(key: string, value: unknown): string {
  const name = encodeQueryValue(key).replace(/=/g, '%3D');
  const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  if (!text) return name;
  if (Array.isArray(text)) return text.map((item) => `${name}=${encodeQueryValue(item)}`).join('&');
  return `${name}=${encodeQueryValue(text)}`;
}

function decodeQuery(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** `url` with `query` merged over the query it already has (a key given twice there becomes a list). */
function withQuery(url: string, query: Record<string, unknown>): string {
  const [, path = '', search = '', hash = ''] = /^([^#?]*)(\?[^#]*)?(#.*)?/.exec(url) ?? [];
  const merged: Record<string, unknown> = {};
  for (const parameter of search.slice(1).split('&')) {
    const match = /([^=]+)=?(.*)/.exec(parameter);
    if (!match) continue;
    const key = decodeQuery(match[1] ?? '');
    if (key === '__proto__' || key === 'constructor') continue;
    const value = decodeQuery(match[2] ?? '');
    const seen = merged[key];
    merged[key] = seen === undefined ? value : Array.isArray(seen) ? [...(seen as unknown[]), value] : [seen, value];
  }
  Object.assign(merged, query);
  const encoded = Object.keys(merged)
    .filter((key) => merged[key] !== undefined)
    .map((key) => encodeQueryItem(key, merged[key]))
    .filter(Boolean)
    .join('&');
  return `${path}${encoded ? `?${encoded}` : ''}${hash}`;
}

const PAYLOAD_METHODS = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);

/** A body fetch cannot send itself and JSON can: a plain object or array, a primitive, a `toJSON` owner. */
function isJsonBody(body: unknown): boolean {
  if (typeof body === 'string' || typeof body === 'number' || typeof body === 'boolean') return true;
  if (!body || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  if ((body as { buffer?: unknown }).buffer || body instanceof FormData || body instanceof URLSearchParams) return false;
  return body.constructor?.name === 'Object' || typeof (body as { toJSON?: unknown }).toJSON === 'function';
}

/** The request fetch is given. A body is encoded only for the methods that carry one (ofetch's rule). */
function requestInit(options: RequestOptions, method: string | undefined): RequestInit {
  const headers = new Headers(options.headers);
  let body = options.body;
  let duplex: 'half' | undefined;
  if (body && PAYLOAD_METHODS.has(method ?? 'GET')) {
    if (isJsonBody(body)) {
      const contentType = headers.get('content-type');
      if (typeof body !== 'string') {
        body = contentType === 'application/x-www-form-urlencoded' ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
      }
      if (!contentType) headers.set('content-type', 'application/json');
      if (!headers.has('accept')) headers.set('accept', 'application/json');
    } else if (typeof (body as { pipeTo?: unknown }).pipeTo === 'function' || typeof (body as { pipe?: unknown }).pipe === 'function') {
      // A streamed body: fetch refuses one without `duplex`.
      duplex = 'half';
    }
  }
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body: body as BodyInit | null | undefined, signal: options.signal };
  if (duplex) init.duplex = duplex;
  return init;
}

// destr's reading of a JSON answer (ofetch's): '' and text that is not JSON stay text, "true",
// "null"… are read as such, and `__proto__` / `constructor.prototype` keys are dropped. The keys
// are looked for only when the text could hold one (a \u escape could spell it).
const JSON_SIGNATURE = /^\s*["[{]|^\s*-?\d{1,16}(\.\d{1,17})?([Ee][+-]?\d+)?\s*$/;
const MAYBE_POLLUTING = /__proto__|constructor|\\u/;
const WORDS = new Map<string, unknown>([
  ['true', true],
  ['false', false],
  ['undefined', undefined],
  ['null', null],
  ['nan', Number.NaN],
  ['infinity', Infinity],
  ['-infinity', -Infinity],
]);

function dropPollutingKeys(key: string, value: unknown): unknown {
  if (key === '__proto__' || (key === 'constructor' && value && typeof value === 'object' && 'prototype' in value)) return undefined;
  return value;
}

/** A JSON answer's text, read as destr reads it. */
function parseJsonText(text: string): unknown {
  if (text.startsWith('"') && text.endsWith('"') && !text.includes('\\')) return text.slice(1, -1);
  const trimmed = text.trim().toLowerCase();
  if (WORDS.has(trimmed)) return WORDS.get(trimmed);
  if (!JSON_SIGNATURE.test(text)) return text;
  try {
    return MAYBE_POLLUTING.test(text) ? JSON.parse(text, dropPollutingKeys) : JSON.parse(text);
  } catch {
    return text;
  }
}

const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json(;.+)?$/i;
const TEXT_TYPES = new Set(['image/svg', 'application/xml', 'application/xhtml', 'application/html']);

function detectResponseType(contentType: string): ResponseType {
  if (!contentType) return 'json';
  const type = contentType.split(';')[0] ?? '';
  if (JSON_TYPE.test(type)) return 'json';
  if (type === 'text/event-stream') return 'stream';
  return TEXT_TYPES.has(type) || type.startsWith('text/') ? 'text' : 'blob';
}

// No body to read for these statuses, nor for a HEAD: the data is then undefined.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

async function readBody(response: Response, method: string | undefined, options: RequestOptions): Promise<unknown> {
  if (!response.body || NULL_BODY_STATUSES.has(response.status) || method === 'HEAD') return undefined;
  const type = options.parseResponse ? 'json' : options.responseType || detectResponseType(response.headers.get('content-type') ?? '');
  if (type === 'json') return (options.parseResponse ?? parseJsonText)(await response.text());
  if (type === 'stream') return response.body;
  return response[type]();
}

/** The message of a failure that has no better one: `[GET] "https://…/things/": 502 Bad Gateway` (ofetch's wording). */
function failureSummary(method: string | undefined, url: string, response?: Response, cause?: unknown): string {
  const status = response ? `${response.status} ${response.statusText}` : '<no response>';
  const reason = (cause as { message?: unknown } | undefined)?.message || (cause == null ? '' : String(cause));
  return `[${method || 'GET'}] ${JSON.stringify(url)}: ${status}${reason ? ` ${String(reason)}` : ''}`;
}

/**
 * Sends one request to `url` and resolves with its answer's body, read as {@link readBody} says.
 * A 4xx/5xx answer rejects with an {@link ApiError} (its status, the body's message and code), and
 * so does a request that got no answer (status 0: offline, DNS, CORS, aborted).
 *
 * Retries (docs/rules/api-calls.md#retries, ofetch's default rule): a method without a body (not PATCH, POST, PUT or DELETE)
 * is sent once more, at once, when answered one of `retryStatusCodes`, or when no answer came (taken
 * as a 500), unless the caller aborted it. The retry sends the same request (same headers).
 */
export async function fetchJson<T>(url: string, options: RequestOptions, retryStatusCodes: readonly number[]): Promise<T> {
  const method = options.method?.toUpperCase();
  const target = options.query ? withQuery(url, options.query) : url;
  const init = requestInit(options, method);
  for (let retries = PAYLOAD_METHODS.has(method ?? 'GET') ? 0 : 1; ; retries -= 1) {
    let response: Response;
    try {
      response = await fetch(target, init);
    } catch (error) {
      const aborted = (error as { name?: unknown } | null)?.name === 'AbortError';
      if (retries > 0 && !aborted && retryStatusCodes.includes(500)) continue;
      throw new ApiError(failureSummary(method, target, undefined, error), 0);
    }
    const refused = response.status >= 400 && response.status < 600;
    // A refusal's body says why (its message and code) even when a stream was asked for, so it is read by its content type.
    const data = await readBody(response, method, refused && options.responseType === 'stream' ? { ...options, responseType: undefined } : options);
    // As ofetch: only 4xx and 5xx are failures; a 1xx or 3xx that reaches here resolves.
    if (response.status < 400 || response.status >= 600) return data as T;
    await options.onResponseError?.({ response });
    if (retries > 0 && retryStatusCodes.includes(response.status)) continue;
    throw refusalError(response.status, data, response.statusText || failureSummary(method, target, response));
  }
}
