import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, toApiError } from '@ilm/shared/api';
import { useQuery, type QueryClient } from '@ilm/shared/query';
import { storedMessage, type ChatMessage } from './chat-messages';
import { conversationQuery, CONVERSATIONS_KEY } from './baari.queries';

/** What {@link useConversation} tells the chat. */
export interface ConversationListeners {
  /** Another conversation was opened (history, the URL) or a new one asked for: the chat starts afresh. */
  onSwitch: () => void;
  /** The opened conversation's messages, read back from its history. */
  onRead: (messages: ChatMessage[]) => void;
}

/**
 * Which conversation the chat is in: the one `conversationId` opens (its history read back once,
 * signed in), or the one the first question started. `current` is read by a question as it is
 * asked, so it is a ref; a question that starts a conversation calls `started`.
 */
export function useConversation(conversationId: string | undefined, signedIn: boolean, { onSwitch, onRead }: ConversationListeners) {
  const [conversation, setConversation] = useState<string | null>(conversationId ?? null);
  const current = useRef(conversation);
  // The conversation whose messages are all in the chat (read back, or started here).
  const [shown, setShown] = useState<string | null>(null);

  const enter = useCallback((id: string | null) => {
    current.current = id;
    setConversation(id);
  }, []);

  useEffect(() => {
    const wanted = conversationId ?? null;
    if (wanted === current.current) return;
    onSwitch();
    enter(wanted);
    setShown(null);
  }, [conversationId, enter, onSwitch]);

  const detail = useQuery({ ...conversationQuery(conversation ?? ''), enabled: signedIn && conversation !== null && shown !== conversation });
  useEffect(() => {
    if (detail.data && detail.data.id === conversation && shown !== conversation) {
      onRead(detail.data.messages.map(storedMessage));
      setShown(conversation);
    }
  }, [detail.data, conversation, shown, onRead]);
  const failed = detail.isError && conversation !== null && shown !== conversation;
  const missing = failed && isApiError(detail.error, 400, 404);

  /** The question just asked started conversation `id`: its messages are the chat's already. */
  const started = useCallback(
    (id: string) => {
      enter(id);
      setShown(id);
    },
    [enter],
  );

  return {
    current,
    started,
    /** The opened conversation is being read back. */
    loading: detail.isFetching && shown !== conversation,
    /** The opened conversation does not exist (deleted, or another learner's). */
    missing,
    /** The opened conversation could not be read (not a 404): why, and how to try again. */
    loadError: failed && !missing ? { message: toApiError(detail.error).message, retry: () => void detail.refetch() } : null,
  };
}

/** A conversation that got a question and its answer: the list shows it anew, and it is read afresh when opened again. */
export function forgetAnsweredConversation(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_KEY, 'list'] });
  queryClient.removeQueries({ queryKey: conversationQuery(id).queryKey });
}
