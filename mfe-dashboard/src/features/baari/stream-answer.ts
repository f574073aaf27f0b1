import type { BaariAskBody } from '@ilm/contract';
import { askBaari, type AskOutcome } from './ask-stream';
import type { MessagesAction } from './chat-messages';

/** What the chat hears while an answer streams in, besides the message itself. */
export interface AnswerListeners {
  /** Baari took the question: the answer's stream has started. */
  onAccepted: () => void;
  /** The answer belongs to this conversation (a new one, started by this question). */
  onConversation: (id: string) => void;
}

/**
 * Asks `body` and writes the answer into message `answerKey` as it arrives: its mode, a notice,
 * each piece of text, and the stored message once done. Resolves and rejects as {@link askBaari}.
 */
export function streamAnswer(
  body: BaariAskBody,
  answerKey: string,
  dispatch: (action: MessagesAction) => void,
  listeners: AnswerListeners,
  signal: AbortSignal,
): Promise<AskOutcome> {
  const change = (update: Extract<MessagesAction, { type: 'change' }>['change']) => dispatch({ type: 'change', key: answerKey, change: update });
  return askBaari(
    body,
    {
      onOpen: listeners.onAccepted,
      onMeta: ({ conversation_id: id, mode }) => {
        change(() => ({ mode }));
        if (id) listeners.onConversation(id);
      },
      // The model failed: what it wrote so far is dropped, the offline answer follows.
      onNotice: (notice) => change((message) => ({ notice, text: notice.code === 'model_unavailable' ? '' : message.text })),
      onDelta: ({ text }) => change((message) => ({ state: 'streaming', text: message.text + text })),
      onDone: ({ message }) => change(() => ({ state: 'done', text: message.text, citations: message.citations, mode: message.mode })),
    },
    signal,
  );
}
