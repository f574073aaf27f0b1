import { useCallback, useEffect, useRef, useState } from 'react';
import type { BaariAnswerMode, BaariAskBody, BaariCitation, BaariMessage, BaariNoticeEvent, BaariRole } from '@ilm/contract';
import { isApiError, toApiError } from '@ilm/shared/api';
import { currentLanguage, useTranslation, type LanguageCode } from '@ilm/shared/i18n';
import { useQuery, useQueryClient } from '@ilm/shared/query';
import { askBaari } from './ask-stream';
import { describeAskProblem, type AskProblem } from './ask-problem';
import { conversationQuery, CONVERSATIONS_KEY } from './baari.queries';
import { BAARI_NAMESPACE } from './i18n';
import type { BaariLabContext } from './lab-context';

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

const stored = (message: BaariMessage): ChatMessage => ({
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
const nextKey = () => `local-${(counter += 1)}`;

/** Options of {@link useBaariChat}. */
export interface ChatOptions {
  /** The conversation to show and continue (signed in); none: a new one. */
  conversationId?: string;
  labContext?: BaariLabContext;
  signedIn: boolean;
  /** A new conversation was started by the question just asked. */
  onConversationChange?: (id: string) => void;
}

/** What the question box does around a question: cleared once it is accepted, given back when it was refused or answering failed. */
export interface SendHooks {
  onAccepted?: () => void;
  onFailed?: () => void;
}

/**
 * A conversation with Baari: its messages (read back from history when one is opened), asking
 * with the answer streamed in, Stop, and what went wrong.
 */
export function useBaariChat({ conversationId, labContext, signedIn, onConversationChange }: ChatOptions) {
  const { t, i18n } = useTranslation(BAARI_NAMESPACE);
  const queryClient = useQueryClient();
  const [conversation, setConversation] = useState<string | null>(conversationId ?? null);
  const conversationRef = useRef(conversation);
  // The conversation whose messages are all in `messages` (read back, or started here).
  const [shown, setShown] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [problem, setProblem] = useState<AskProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // How many times another conversation was opened or a new one asked for.
  const [switches, setSwitches] = useState(0);
  const abortRef = useRef<AbortController | null>(null);

  const enter = useCallback((id: string | null) => {
    conversationRef.current = id;
    setConversation(id);
  }, []);

  // Another conversation is opened (history, the URL), or a new one asked for.
  useEffect(() => {
    const wanted = conversationId ?? null;
    if (wanted === conversationRef.current) return;
    abortRef.current?.abort();
    abortRef.current = null;
    setBusy(false);
    enter(wanted);
    setShown(null);
    setMessages([]);
    setProblem(null);
    setSwitches((count) => count + 1);
  }, [conversationId, enter]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const detail = useQuery({ ...conversationQuery(conversation ?? ''), enabled: signedIn && conversation !== null && shown !== conversation });
  useEffect(() => {
    if (detail.data && detail.data.id === conversation && shown !== conversation) {
      setMessages(detail.data.messages.map(stored));
      setShown(conversation);
    }
  }, [detail.data, conversation, shown]);
  const failed = detail.isError && conversation !== null && shown !== conversation;
  const missing = failed && isApiError(detail.error, 400, 404);

  const update = useCallback((key: string, change: (message: ChatMessage) => Partial<ChatMessage>) => {
    setMessages((list) => list.map((message) => (message.key === key ? { ...message, ...change(message) } : message)));
  }, []);

  const send = useCallback(
    async (question: string, hooks: SendHooks = {}) => {
      if (abortRef.current) return;
      const controller = new AbortController();
      abortRef.current = controller;
      setProblem(null);
      setBusy(true);
      const language = currentLanguage();
      const userKey = nextKey();
      const answerKey = nextKey();
      const blank = { citations: [], mode: null, notice: null, language };
      setMessages((list) => [
        ...list,
        { ...blank, key: userKey, role: 'user', text: question, state: 'done' },
        { ...blank, key: answerKey, role: 'assistant', text: '', state: 'pending' },
      ]);
      const body: BaariAskBody = { question };
      // A missing conversation (deleted elsewhere) is not continued: the question starts a new one.
      if (signedIn && conversationRef.current && !missing) body.conversation_id = conversationRef.current;
      if (labContext) Object.assign(body, { lab_instance_id: labContext.instanceId, step_index: labContext.stepIndex });
      let accepted = false;
      try {
        const outcome = await askBaari(
          body,
          {
            onOpen: () => {
              accepted = true;
              hooks.onAccepted?.();
            },
            onMeta: ({ conversation_id: id, mode }) => {
              update(answerKey, () => ({ mode }));
              if (id && id !== conversationRef.current) {
                enter(id);
                setShown(id);
                onConversationChange?.(id);
              }
            },
            // The model failed: what it wrote so far is dropped, the offline answer follows.
            onNotice: (notice) => update(answerKey, (message) => ({ notice, text: notice.code === 'model_unavailable' ? '' : message.text })),
            onDelta: ({ text }) => update(answerKey, (message) => ({ state: 'streaming', text: message.text + text })),
            onDone: ({ message }) => update(answerKey, () => ({ state: 'done', text: message.text, citations: message.citations, mode: message.mode })),
          },
          controller.signal,
        );
        // Another conversation was opened meanwhile: this one's messages are gone from the chat.
        if (abortRef.current !== controller) return;
        if (!accepted) {
          // Stopped before Baari took the question: as if it had not been sent.
          setMessages((list) => list.filter((message) => message.key !== userKey && message.key !== answerKey));
        } else if (outcome !== 'done') {
          update(answerKey, () => ({ state: outcome }));
        }
        if (accepted && conversationRef.current) {
          void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_KEY, 'list'] });
          // Read afresh when opened again: it has this question and answer now.
          queryClient.removeQueries({ queryKey: conversationQuery(conversationRef.current).queryKey });
        }
      } catch (error) {
        if (abortRef.current !== controller) return;
        const found = describeAskProblem(error, t, i18n.language);
        if (!accepted) {
          // Refused: the question stays in the box, with the reason.
          setMessages((list) => list.filter((message) => message.key !== userKey && message.key !== answerKey));
          setProblem(found);
          hooks.onFailed?.();
        } else {
          update(answerKey, () => ({ state: 'failed', error: found.message }));
          if (found.signUp) setProblem(found);
          hooks.onFailed?.();
        }
      } finally {
        // Unless another conversation was opened meanwhile (and may be asking already).
        if (abortRef.current === controller) {
          abortRef.current = null;
          setBusy(false);
        }
      }
    },
    [enter, i18n.language, labContext, missing, onConversationChange, queryClient, signedIn, t, update],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  return {
    messages,
    busy,
    problem,
    /** The opened conversation is being read back. */
    loading: detail.isFetching && shown !== conversation,
    /** The opened conversation does not exist (deleted, or another learner's). */
    missing,
    /** The opened conversation could not be read (not a 404): why, and how to try again. */
    loadError: failed && !missing ? { message: toApiError(detail.error).message, retry: () => void detail.refetch() } : null,
    switches,
    send,
    stop,
  };
}
