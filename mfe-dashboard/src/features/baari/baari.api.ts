import type { BaariConversation, BaariConversationList, BaariSuggestions } from '@ilm/contract';
import { api } from '@ilm/shared/api';

export type { BaariCitation, BaariConversation, BaariConversationSummary, BaariMessage } from '@ilm/contract';

const conversationPath = (id: string) => `baari/conversations/${encodeURIComponent(id)}/`;

/** Questions to offer, in the page's language; about the running lab when one is named. */
export const fetchSuggestions = (labInstanceId?: string) =>
  api<BaariSuggestions>('baari/suggestions/', { query: labInstanceId ? { lab_instance_id: labInstanceId } : undefined });

/** The signed-in learner's conversations, most recently continued first. */
export const fetchConversations = () => api<BaariConversationList>('baari/conversations/');

/** One of the learner's conversations with its messages, oldest first. */
export const fetchConversation = (id: string) => api<BaariConversation>(conversationPath(id));

/** Deletes one of the learner's conversations and its messages. */
export const deleteConversation = (id: string) => api<void>(conversationPath(id), { method: 'DELETE' });
