import type { BaariAnswerMode, BaariCitation, BaariMessage, BaariNoticeEvent, BaariRole } from '@ilm/contract';
import type { LanguageCode } from '@ilm/shared/i18n';

/**
 * Where a message stands: `pending` (asked, nothing back yet), `streaming`, `done`, `stopped` (the
 * learner pressed Stop: what arrived stays), `cut` (the connection closed before the end), `failed`.
 */
export type MessageState = 'pending' | 'streaming' | 'done' | 'stopped' | 'cut' | 'failed';

/** A message as the chat draws it. */
export interface ChatMessage {
  key: string;
  role: BaariRole;
  text: string;
  citations: BaariCitation[];
  mode: BaariAnswerMode | null;
  notice: BaariNoticeEvent | null;
  state: MessageState;
  /** Why answering failed (state `failed`). */
  error?: string;
  /** The language it was asked in (answers come in it); null for messages read back from history. */
  language: LanguageCode | null;
}

/** A message read back from the conversation's history. */
export const storedMessage = (message: BaariMessage): ChatMessage => ({
  key: message.id,
  role: message.role,
  text: message.text,
  citations: message.citations,
  mode: message.mode,
  notice: null,
  state: 'done',
  language: null,
});

let counter = 0;
/** A key for a message made on this page (history's messages keep their ids). */
export const nextMessageKey = () => `local-${(counter += 1)}`;

/** What happens to the chat's messages. */
export type MessagesAction =
  /** The messages of another conversation: read back, or none for a new one. */
  | { type: 'show'; messages: ChatMessage[] }
  /** A question asked: it, and its answer still to come. */
  | { type: 'ask'; question: string; language: LanguageCode; userKey: string; answerKey: string }
  /** One message changed (the answer as it streams in, how it ended). */
  | { type: 'change'; key: string; change: (message: ChatMessage) => Partial<ChatMessage> }
  /** A question taken back (refused, or stopped before Baari took it) with its answer. */
  | { type: 'drop'; keys: string[] };

/** The chat's messages after `action`. */
export function messagesReducer(messages: ChatMessage[], action: MessagesAction): ChatMessage[] {
  switch (action.type) {
    case 'show':
      return action.messages;
    case 'ask': {
      const blank = { citations: [], mode: null, notice: null, language: action.language };
      return [
        ...messages,
        { ...blank, key: action.userKey, role: 'user', text: action.question, state: 'done' },
        { ...blank, key: action.answerKey, role: 'assistant', text: '', state: 'pending' },
      ];
    }
    case 'change':
      return messages.map((message) => (message.key === action.key ? { ...message, ...action.change(message) } : message));
    case 'drop':
      return messages.filter((message) => !action.keys.includes(message.key));
  }
}
