import type { BaariAskBody, BaariDeltaEvent, BaariDoneEvent, BaariMetaEvent, BaariNoticeEvent } from '@ilm/contract';
import { ApiError } from '@ilm/shared/api';
import { $runtimeConfig } from '@ilm/shared/config';
import { COOKIE_NAMES, getCookie } from '@ilm/shared/cookies';
import { currentLanguage } from '@ilm/shared/i18n';
import { refreshSession } from '@ilm/shared/stores';

/** What the stream of `POST baari/ask/` tells, event by event (contract/src/baari-vocabulary.ts). */
export interface AskCallbacks {
  /** The question was accepted: the answer's stream has started. */
  onOpen?: () => void;
  onMeta?: (meta: BaariMetaEvent) => void;
  onNotice?: (notice: BaariNoticeEvent) => void;
  onDelta?: (delta: BaariDeltaEvent) => void;
  onDone?: (done: BaariDoneEvent) => void;
}

/** How a stream ended without an error: answered, stopped by the learner, or closed before `done`. */
export type AskOutcome = 'done' | 'stopped' | 'cut';

/** A question refused before its stream (a JSON error body), or an answer that failed in it (`error` event). */
export class BaariAskError extends ApiError {
  constructor(
    message: string,
    status: number,
    code: string | undefined,
    data: unknown,
    /** Seconds the API asked to wait (Retry-After of a 429). */
    readonly retryAfter?: number,
    /** True when the stream had started: the question was accepted, then answering failed. */
    readonly inStream = false,
  ) {
    super(message, status, code, data);
  }
}

const readString = (body: unknown, key: string) => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

async function refusal(response: Response): Promise<BaariAskError> {
  const data: unknown = await response.json().catch(() => null);
  const seconds = Number(response.headers.get('retry-after'));
  return new BaariAskError(
    readString(data, 'message') ?? response.statusText,
    response.status,
    readString(data, 'code'),
    data,
    Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
  );
}

// The API client reads a whole answer before it resolves, so the stream is read with fetch itself;
// the headers are the client's own: the session's bearer token and the page's language.
function post(body: BaariAskBody, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    'accept-language': currentLanguage(),
  };
  const token = getCookie(COOKIE_NAMES.accessToken);
  if (token) headers.authorization = `Bearer ${token}`;
  // Read at call time, like the API client: the runtime config arrives after the bundle loads.
  const base = $runtimeConfig.get().API_BASE_URL;
  const url = new URL('baari/ask/', base.endsWith('/') ? base : `${base}/`);
  return fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
}

/** The answer, or a refusal; an expired token is renewed once, as the API client does (docs/rules/session.md#renewal). */
async function open(body: BaariAskBody, signal: AbortSignal, renew = true): Promise<Response> {
  let response: Response;
  try {
    response = await post(body, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new BaariAskError(error instanceof Error ? error.message : String(error), 0, undefined, null);
  }
  if (response.ok) return response;
  const error = await refusal(response);
  if (renew && error.status === 403 && error.code === 'token_expired' && (await refreshSession())) return open(body, signal, false);
  throw error;
}

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
};

/**
 * Asks Baari and reads its answer as it streams: each event goes to its callback as it arrives.
 * Resolves with how the stream ended; rejects with a {@link BaariAskError} when the question is
 * refused (400, 429, `sign_up_to_continue`…) or the stream says `error`. Aborting `signal` (Stop)
 * ends it as `stopped`, keeping what arrived.
 */
export async function askBaari(body: BaariAskBody, callbacks: AskCallbacks, signal: AbortSignal): Promise<AskOutcome> {
  // The parser is fetched while the question travels: it is needed only once Baari answers.
  const parserModule = import('eventsource-parser');
  let response: Response;
  try {
    response = await open(body, signal);
  } catch (error) {
    if (signal.aborted) return 'stopped';
    throw error;
  }
  callbacks.onOpen?.();
  const { createParser } = await parserModule;
  // Set by the parser's callback as events arrive (an object: the compiler does not follow assignments in callbacks).
  const stream: { ended: 'done' | BaariAskError | null } = { ended: null };
  const parser = createParser({
    onEvent: (event) => {
      if (stream.ended) return;
      const data = parse(event.data);
      if (data === null) return;
      if (event.event === 'meta') callbacks.onMeta?.(data as BaariMetaEvent);
      else if (event.event === 'notice') callbacks.onNotice?.(data as BaariNoticeEvent);
      else if (event.event === 'delta') callbacks.onDelta?.(data as BaariDeltaEvent);
      else if (event.event === 'done') {
        callbacks.onDone?.(data as BaariDoneEvent);
        stream.ended = 'done';
      } else if (event.event === 'error') {
        stream.ended = new BaariAskError(readString(data, 'message') ?? '', response.status, readString(data, 'code'), data, undefined, true);
      }
    },
  });
  const reader = response.body?.getReader();
  if (!reader) return 'cut';
  const decoder = new TextDecoder();
  try {
    while (!stream.ended) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal.aborted) return 'stopped';
    throw new BaariAskError(error instanceof Error ? error.message : String(error), 0, undefined, null, undefined, true);
  } finally {
    // Stops the download when the answer ended early (an error event) or was stopped.
    void reader.cancel().catch(() => undefined);
  }
  if (stream.ended instanceof BaariAskError) throw stream.ended;
  if (stream.ended === 'done') return 'done';
  return signal.aborted ? 'stopped' : 'cut';
}
