import {
  BAARI_HISTORY_MESSAGES,
  type BaariAnswerMode,
  type BaariCitation,
  type BaariConversation,
  type BaariConversationSummary,
  type BaariMessage,
  type BaariRole,
} from '@ilm/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baariConversations, baariMessages } from './baari.schema';
import { notFound } from '../../http/api-error';
import type { HistoryMessage } from './assistant';
import { text } from './baari.messages';

type ConversationRow = typeof baariConversations.$inferSelect;
type MessageRow = typeof baariMessages.$inferSelect;

/** The longest title the history list shows: the first question, cut at a word boundary. */
export const TITLE_MAX_LENGTH = 80;

/** How many conversations the list shows (the newest). */
const LIST_LIMIT = 100;

/** A conversation's title: the question on one line, shortened at the last word that fits, with an ellipsis. */
export function conversationTitle(question: string, max = TITLE_MAX_LENGTH): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  // One very long word (a URL, a path) is cut where it must be rather than left empty.
  const kept = boundary >= max / 3 ? cut.slice(0, boundary) : cut;
  return `${kept.replace(/[\s,.;:!?،؛]+$/u, '')}…`;
}

export interface NewMessage {
  role: BaariRole;
  text: string;
  citations?: BaariCitation[];
  mode?: BaariAnswerMode | null;
}

const iso = (date: Date) => date.toISOString();

export const messageDto = (row: MessageRow): BaariMessage => ({
  id: row.id,
  role: row.role,
  text: row.text,
  citations: row.citations,
  mode: row.mode ?? null,
  created_at: iso(row.createdAt),
});

const summaryDto = (row: ConversationRow, messageCount: number): BaariConversationSummary => ({
  id: row.id,
  title: row.title,
  message_count: messageCount,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/**
 * A learner's conversations with Baari. Every read and write names the learner: a conversation of
 * someone else is answered as not found, so its existence is not revealed either.
 */
export class ConversationService {
  constructor(private readonly db: Db) {}

  /** The learner's conversations, most recently continued first. */
  async list(userId: string): Promise<BaariConversationSummary[]> {
    const rows = await this.db
      .select({ conversation: baariConversations, messages: count(baariMessages.id) })
      .from(baariConversations)
      .leftJoin(baariMessages, eq(baariMessages.conversationId, baariConversations.id))
      .where(eq(baariConversations.userId, userId))
      .groupBy(baariConversations.id)
      .orderBy(desc(baariConversations.updatedAt), desc(baariConversations.createdAt))
      .limit(LIST_LIMIT);
    return rows.map((row) => summaryDto(row.conversation, row.messages));
  }

  /** The learner's conversation (404 when it is not theirs or does not exist). */
  async owned(userId: string, id: string): Promise<ConversationRow> {
    const [row] = await this.db
      .select()
      .from(baariConversations)
      .where(and(eq(baariConversations.id, id), eq(baariConversations.userId, userId)));
    if (!row) throw notFound(text('conversation_not_found'));
    return row;
  }

  /** The conversation with its messages, oldest first. */
  async detail(userId: string, id: string): Promise<BaariConversation> {
    const conversation = await this.owned(userId, id);
    const messages = await this.db
      .select()
      .from(baariMessages)
      .where(eq(baariMessages.conversationId, id))
      .orderBy(asc(baariMessages.createdAt), asc(baariMessages.id));
    return { ...summaryDto(conversation, messages.length), messages: messages.map(messageDto) };
  }

  /** Deletes the conversation and its messages for good (404 when it is not the learner's). */
  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.db
      .delete(baariConversations)
      .where(and(eq(baariConversations.id, id), eq(baariConversations.userId, userId)))
      .returning({ id: baariConversations.id });
    if (deleted.length === 0) throw notFound(text('conversation_not_found'));
  }

  /** A new conversation of the learner, titled by its first question. */
  async start(userId: string, question: string): Promise<ConversationRow> {
    const [row] = await this.db
      .insert(baariConversations)
      .values({ userId, title: conversationTitle(question) })
      .returning();
    return row!;
  }

  /** The last {@link BAARI_HISTORY_MESSAGES} messages of the conversation, oldest first: what goes with the next question. */
  async history(conversationId: string, limit = BAARI_HISTORY_MESSAGES): Promise<HistoryMessage[]> {
    const rows = await this.db
      .select({ role: baariMessages.role, text: baariMessages.text })
      .from(baariMessages)
      .where(eq(baariMessages.conversationId, conversationId))
      .orderBy(desc(baariMessages.createdAt), desc(baariMessages.id))
      .limit(limit);
    return rows.reverse();
  }

  /** Adds a message and marks the conversation as continued now. */
  async add(conversationId: string, message: NewMessage): Promise<BaariMessage> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(baariMessages)
        .values({ conversationId, role: message.role, text: message.text, citations: message.citations ?? [], mode: message.mode ?? null })
        .returning();
      await tx
        .update(baariConversations)
        .set({ updatedAt: sql`now()` })
        .where(eq(baariConversations.id, conversationId));
      return messageDto(row!);
    });
  }
}
