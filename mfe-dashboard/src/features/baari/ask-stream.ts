import type { BaariAskBody, BaariDeltaEvent, BaariDoneEvent, BaariMetaEvent, BaariNoticeEvent } from '@ilm/contract';
import { api, ApiError, toApiError } from '@ilm/shared/api';

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

/** The status of an answer whose stream has started: an `error` event arrives in an accepted answer. */
const ACCEPTED = 200;

/**
 * The answer's stream, or a refusal as a {@link BaariAskError} (with the wait a 429 asks for). The
 * shared API client sends it with the session's token and the page's language, and renews an
 * expired token once (docs/rules/session.md#renewal).
 */
async function open(body: BaariAskBody, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  let retryAfter: number | undefined;
  try {
    return await api.stream('baari/ask/', {
      body,
      signal,
      onResponseError: ({ response }) => {
        const seconds = Number(response.headers.get('retry-after'));
        retryAfter = Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
      },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    const refused = toApiError(error);
    throw new BaariAskError(refused.message, refused.status, refused.code, refused.data, refused.status === 429 ? retryAfter : undefined);
  }
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
  let answer: ReadableStream<Uint8Array>;
  try {
    answer = await open(body, signal);
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
        stream.ended = new BaariAskError(readString(data, 'message') ?? '', ACCEPTED, readString(data, 'code'), data, undefined, true);
      }
    },
  });
  const reader = answer.getReader();
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
