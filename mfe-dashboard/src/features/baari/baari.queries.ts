import { queryOptions } from '@ilm/shared/query';
import { fetchConversation, fetchConversations, fetchSuggestions } from './baari.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
export const BAARI_KEY = ['mfe-dashboard', 'baari'] as const;
export const CONVERSATIONS_KEY = [...BAARI_KEY, 'conversations'] as const;

/** Suggested questions (about the running lab when `labInstanceId` names one). */
export const suggestionsQuery = (labInstanceId?: string) =>
  queryOptions({ queryKey: [...BAARI_KEY, 'suggestions', labInstanceId ?? null], queryFn: () => fetchSuggestions(labInstanceId) });

/** The learner's conversations. */
export const conversationsQuery = () => queryOptions({ queryKey: [...CONVERSATIONS_KEY, 'list'], queryFn: fetchConversations });

/** One conversation with its messages. */
export const conversationQuery = (id: string) => queryOptions({ queryKey: [...CONVERSATIONS_KEY, 'detail', id], queryFn: () => fetchConversation(id) });
