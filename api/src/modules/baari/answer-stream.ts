import { randomUUID } from 'node:crypto';
import type { BaariMessage, BaariStreamEvent, LanguageCode } from '@ilm/contract';
import type { FastifyReply } from 'fastify';
import type { AnswerEvent, Assistant, AskInput } from './assistant';
import type { ConversationService } from './conversations.service';
import { say } from './baari.messages';

/** How often a comment line keeps a quiet stream open through proxies that close idle connections. */
export const HEARTBEAT_MS = 15_000;

export interface StreamRequest {
  assistant: Assistant;
  conversations: ConversationService;
  /** Where the question and its answer are kept; null for a visitor (nothing is kept). */
  conversationId: string | null;
  input: Omit<AskInput, 'signal'>;
  language: LanguageCode;
}

type Done = Extract<AnswerEvent, { type: 'done' }>;

/**
 * Streams the assistant's answer as Server-Sent Events (contract: BAARI_STREAM_EVENTS): `meta`, at
 * most one `notice`, `delta`s, then `done` with the answer as kept, or `error`. The connection
 * closing (the learner pressed Stop, or left) aborts the assistant; a signed-in learner's stopped
 * answer is kept as far as it was shown, with no citations and no mode: that absence is its mark
 * (an answer that finished always has a mode), and nothing that was not shown is kept.
 */
export async function streamAnswer(reply: FastifyReply, { assistant, conversations, conversationId, input, language }: StreamRequest): Promise<void> {
  const controller = new AbortController();
  const stop = () => {
    if (!reply.raw.writableEnded) controller.abort();
  };
  reply.raw.on('close', stop);
  // Personal and never the same twice: no cache keeps it (the API's onSend hooks do not see a stream).
  reply.header('cache-control', 'no-store');
  // Added to CORS's `Vary: Origin`, not in its place.
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Language', 'Authorization'].filter(Boolean).join(', '));
  reply.header('x-accel-buffering', 'no');

  /** Writes one event; false when the connection is gone (the event was not shown). */
  const send = async (event: BaariStreamEvent, data: unknown): Promise<boolean> => {
    if (controller.signal.aborted || !reply.sse.isConnected) return false;
    await reply.sse.send({ event, data });
    return true;
  };

  let shown = '';
  let done: Done | null = null;
  let failure: unknown = null;
  try {
    await send('meta', { conversation_id: conversationId, mode: assistant.mode });
    for await (const event of assistant.answer({ ...input, signal: controller.signal })) {
      if (controller.signal.aborted) break;
      if (event.type === 'done') {
        done = event;
        break;
      }
      if (event.type === 'notice') {
        // A model that failed mid-answer: what it wrote is replaced by the offline answer that follows.
        shown = '';
        await send('notice', { code: event.code, message: event.message });
      } else if (await send('delta', { text: event.text })) {
        shown += event.text;
      }
    }
  } catch (error) {
    // An assistant that throws once the signal is aborted has simply stopped.
    if (!controller.signal.aborted) failure = error;
  } finally {
    reply.raw.off('close', stop);
  }

  try {
    if (controller.signal.aborted) {
      if (conversationId && shown) await conversations.add(conversationId, { role: 'assistant', text: shown, citations: [], mode: null });
      return;
    }
    if (!done) throw failure ?? new Error('the assistant ended without its done event');
    const message = await keep(conversations, conversationId, { text: done.text, citations: done.citations, mode: done.mode });
    await send('done', { message });
  } catch (error) {
    reply.log.error({ err: error }, 'Baari could not answer');
    await send('error', { code: 'answer_failed', message: say(language, 'baari_answer_failed') }).catch(() => false);
  }
}

/** The finished answer: stored in the learner's conversation, or given an id of its own for a visitor (kept nowhere). */
async function keep(
  conversations: ConversationService,
  conversationId: string | null,
  answer: Pick<BaariMessage, 'text' | 'citations' | 'mode'>,
): Promise<BaariMessage> {
  if (conversationId) return conversations.add(conversationId, { role: 'assistant', ...answer });
  return { id: randomUUID(), role: 'assistant', ...answer, created_at: new Date().toISOString() };
}
