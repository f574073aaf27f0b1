import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { BaariAskBody } from '@ilm/contract';
import { currentLanguage, useTranslation } from '@ilm/shared/i18n';
import { useQueryClient } from '@ilm/shared/query';
import { describeAskProblem, type AskProblem } from './ask-problem';
import { messagesReducer, nextMessageKey, type ChatMessage } from './chat-messages';
import { BAARI_NAMESPACE } from './i18n';
import type { BaariLabContext } from './lab-context';
import { streamAnswer } from './stream-answer';
import { forgetAnsweredConversation, useConversation } from './use-conversation';

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

/** The body of `POST baari/ask/` for `question`, in `conversationId` when it continues one, about the lab when there is one. */
function questionBody(question: string, conversationId: string | null, labContext: BaariLabContext | undefined): BaariAskBody {
  const body: BaariAskBody = { question };
  if (conversationId) body.conversation_id = conversationId;
  if (labContext) Object.assign(body, { lab_instance_id: labContext.instanceId, step_index: labContext.stepIndex });
  return body;
}

/**
 * A conversation with Baari: its messages (read back from history when one is opened, see
 * use-conversation.ts), asking with the answer streamed in (stream-answer.ts), Stop, and what went wrong.
 */
export function useBaariChat({ conversationId, labContext, signedIn, onConversationChange }: ChatOptions) {
  const { t, i18n } = useTranslation(BAARI_NAMESPACE);
  const queryClient = useQueryClient();
  const [messages, dispatch] = useReducer(messagesReducer, []);
  const [problem, setProblem] = useState<AskProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // How many times another conversation was opened or a new one asked for.
  const [switches, setSwitches] = useState(0);
  const abortRef = useRef<AbortController | null>(null);

  const onSwitch = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    setBusy(false);
    dispatch({ type: 'show', messages: [] });
    setProblem(null);
    setSwitches((count) => count + 1);
  }, []);
  const onRead = useCallback((read: ChatMessage[]) => dispatch({ type: 'show', messages: read }), []);
  const conversation = useConversation(conversationId, signedIn, { onSwitch, onRead });
  const { current, started, missing } = conversation;

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (question: string, hooks: SendHooks = {}) => {
      if (abortRef.current) return;
      const controller = new AbortController();
      abortRef.current = controller;
      setProblem(null);
      setBusy(true);
      const userKey = nextMessageKey();
      const answerKey = nextMessageKey();
      const takeBack = () => dispatch({ type: 'drop', keys: [userKey, answerKey] });
      dispatch({ type: 'ask', question, language: currentLanguage(), userKey, answerKey });
      // A missing conversation (deleted elsewhere) is not continued: the question starts a new one.
      const body = questionBody(question, signedIn && !missing ? current.current : null, labContext);
      let accepted = false;
      const listeners = {
        onAccepted: () => {
          accepted = true;
          hooks.onAccepted?.();
        },
        onConversation: (id: string) => {
          if (id === current.current) return;
          started(id);
          onConversationChange?.(id);
        },
      };
      try {
        const outcome = await streamAnswer(body, answerKey, dispatch, listeners, controller.signal);
        // Another conversation was opened meanwhile: this one's messages are gone from the chat.
        if (abortRef.current !== controller) return;
        // Stopped before Baari took the question: as if it had not been sent.
        if (!accepted) takeBack();
        else if (outcome !== 'done') dispatch({ type: 'change', key: answerKey, change: () => ({ state: outcome }) });
        if (accepted && current.current) forgetAnsweredConversation(queryClient, current.current);
      } catch (error) {
        if (abortRef.current !== controller) return;
        const found = describeAskProblem(error, t, i18n.language);
        if (!accepted) {
          // Refused: the question stays in the box, with the reason.
          takeBack();
          setProblem(found);
        } else {
          dispatch({ type: 'change', key: answerKey, change: () => ({ state: 'failed', error: found.message }) });
          if (found.signUp) setProblem(found);
        }
        hooks.onFailed?.();
      } finally {
        // Unless another conversation was opened meanwhile (and may be asking already).
        if (abortRef.current === controller) {
          abortRef.current = null;
          setBusy(false);
        }
      }
    },
    [current, i18n.language, labContext, missing, onConversationChange, queryClient, signedIn, started, t],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  return { messages, busy, problem, loading: conversation.loading, missing, loadError: conversation.loadError, switches, send, stop };
}
