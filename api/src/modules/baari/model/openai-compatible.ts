import { createParser } from 'eventsource-parser';
import type { ChatModel, ModelMessage } from '../assistant';
import type { BaariModelSettings } from '../settings';

/** Why a model gave no (complete) answer: an HTTP status, a malformed stream, a timeout. The caller falls back to the offline answer. */
export class ModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelError';
  }
}

interface ChatChunk {
  choices?: { delta?: { content?: string | null }; message?: { content?: string | null }; finish_reason?: string | null }[];
  error?: { message?: string } | string;
}

function parseChunk(data: string): ChatChunk {
  try {
    const chunk = JSON.parse(data) as ChatChunk;
    if (!chunk || typeof chunk !== 'object') throw new Error('not an object');
    return chunk;
  } catch {
    throw new ModelError(`the model's stream sent something that is not a chat-completions chunk: ${data.slice(0, 80)}`);
  }
}

const errorText = (error: ChatChunk['error']) => (typeof error === 'string' ? error : (error?.message ?? 'unknown error'));

/**
 * A chat-completions server that speaks OpenAI's protocol (Ollama, vLLM, llama.cpp's server, a
 * hosted one): `POST {base}/chat/completions`, the answer streamed as Server-Sent Events
 * (`data: {"choices":[{"delta":{"content":"…"}}]}` … `data: [DONE]`).
 */
export class OpenAiCompatibleModel implements ChatModel {
  constructor(private readonly settings: BaariModelSettings) {}

  async *stream(messages: ModelMessage[], signal: AbortSignal): AsyncIterable<string> {
    const call = this.call(signal, true);
    try {
      const response = await this.post(messages, true, call.signal);
      if (!response.body) throw new ModelError('the model answered without a body');
      const pieces: string[] = [];
      let finished = false;
      const parser = createParser({
        onEvent: ({ data }) => {
          if (finished) return;
          if (data.trim() === '[DONE]') {
            finished = true;
            return;
          }
          const chunk = parseChunk(data);
          if (chunk.error) throw new ModelError(`the model reported an error: ${errorText(chunk.error)}`);
          const choice = chunk.choices?.[0];
          if (!choice) throw new ModelError('the model sent a chunk without choices');
          const content = choice.delta?.content;
          if (typeof content === 'string' && content) pieces.push(content);
        },
      });
      const decoder = new TextDecoder();
      for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
        parser.feed(decoder.decode(bytes, { stream: true }));
        while (pieces.length > 0) {
          call.firstToken();
          yield pieces.shift()!;
        }
        if (finished) return;
      }
      // A server that closes without `data: [DONE]` was cut off: its answer may be half a sentence.
      throw new ModelError('the model stream ended before [DONE]');
    } catch (error) {
      throw call.explain(error);
    } finally {
      call.end();
    }
  }

  async complete(messages: ModelMessage[], signal: AbortSignal): Promise<string> {
    const call = this.call(signal, false);
    try {
      const response = await this.post(messages, false, call.signal);
      const body = (await response.json().catch(() => {
        throw new ModelError('the model answered with something that is not JSON');
      })) as ChatChunk;
      if (body.error) throw new ModelError(`the model reported an error: ${errorText(body.error)}`);
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new ModelError('the model answered without a message');
      return content;
    } catch (error) {
      throw call.explain(error);
    } finally {
      call.end();
    }
  }

  private async post(messages: ModelMessage[], stream: boolean, signal: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: stream ? 'text/event-stream' : 'application/json' };
    if (this.settings.apiKey) headers.authorization = `Bearer ${this.settings.apiKey}`;
    const response = await fetch(`${this.settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: this.settings.model, messages, stream }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ModelError(`the model answered HTTP ${response.status}`);
    }
    return response;
  }

  /**
   * One request's signal: aborted by the caller, after BAARI_TIMEOUT_MS, or (streaming) when the
   * first piece has not come within BAARI_FIRST_TOKEN_TIMEOUT_MS, each with its reason.
   */
  private call(caller: AbortSignal, streaming: boolean) {
    const controller = new AbortController();
    const abort = (reason: Error) => !controller.signal.aborted && controller.abort(reason);
    const onCaller = () => abort(new ModelError('the answer was stopped'));
    caller.addEventListener('abort', onCaller, { once: true });
    if (caller.aborted) onCaller();
    const total = setTimeout(() => abort(new ModelError(`the model did not finish within ${this.settings.timeoutMs} ms`)), this.settings.timeoutMs);
    let first: NodeJS.Timeout | undefined = streaming
      ? setTimeout(() => abort(new ModelError(`the model sent nothing within ${this.settings.firstTokenTimeoutMs} ms`)), this.settings.firstTokenTimeoutMs)
      : undefined;
    return {
      signal: controller.signal,
      firstToken: () => {
        clearTimeout(first);
        first = undefined;
      },
      /** The error to throw: the abort's reason when the request was aborted. */
      explain: (error: unknown) => (controller.signal.aborted && controller.signal.reason instanceof Error ? controller.signal.reason : error),
      end: () => {
        clearTimeout(total);
        clearTimeout(first);
        caller.removeEventListener('abort', onCaller);
        // Closes the connection of an answer left unread (an error, or the caller stopped reading).
        abort(new ModelError('the answer ended'));
      },
    };
  }
}
