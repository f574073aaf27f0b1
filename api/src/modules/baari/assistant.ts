import type { BaariAnswerMode, BaariCitation, BaariNotice, BaariRole, BaariSourceKind, LanguageCode } from '@ilm/contract';

/**
 * What Baari's answering side offers the HTTP routes (api/src/modules/baari): the routes keep
 * conversations, limits and the stream; the assistant retrieves passages and writes the answer.
 */

/** A piece of the platform's own content, as the retrieval index holds it. */
export interface Passage {
  /** Stable across rebuilds of the index: `lab:linux-files-and-permissions:en`, `page:/about-us#who-we-are:ar`. */
  id: string;
  kind: BaariSourceKind;
  /** What a citation shows: the lab's or page's title (with the section's heading where there is one). */
  title: string;
  /** Path on the site, starting with `/` (a `#anchor` allowed). */
  url: string;
  language: LanguageCode;
  text: string;
}

/** A passage the index found for a question, with its score (higher is better). */
export interface ScoredPassage extends Passage {
  score: number;
}

/** Where a learner stands in a running lab, when the question is asked inside one. */
export interface LabContext {
  labSlug: string;
  labTitle: string;
  stepIndex: number;
  stepTitle: string;
  /** The step's last check: its `FAIL:` reason in the learner's language, null when it passed or never ran. */
  lastCheck: string | null;
  passed: boolean;
  failedChecks: number;
  /**
   * Lines an answer must never contain: the solution commands of the lab's steps whose solution the
   * learner has not asked for (docs/rules/lab-format.md#hints).
   */
  forbidden: string[];
}

/** One earlier message of the conversation. */
export interface HistoryMessage {
  role: BaariRole;
  text: string;
}

export interface AskInput {
  question: string;
  language: LanguageCode;
  history: HistoryMessage[];
  lab?: LabContext;
  /** Aborted when the learner presses Stop or the connection closes. */
  signal: AbortSignal;
}

/** What the assistant yields while it answers, in order: at most one notice, deltas, then done. */
export type AnswerEvent =
  | { type: 'notice'; code: BaariNotice; message: string }
  | { type: 'delta'; text: string }
  /** The whole answer as it was shown (text = the deltas joined), with only citations of retrieved passages. */
  | { type: 'done'; text: string; citations: BaariCitation[]; mode: BaariAnswerMode };

export interface Assistant {
  /** `model` when a language model is configured (BAARI_PROVIDER), else `offline`. */
  readonly mode: BaariAnswerMode;
  answer(input: AskInput): AsyncIterable<AnswerEvent>;
  /** Questions to offer, in the language: about the lab when there is one, else about the platform. */
  suggestions(language: LanguageCode, lab?: Pick<LabContext, 'labSlug' | 'labTitle' | 'stepTitle'>): string[];
  /** Rebuilds the index from the database (the catalog changed). */
  refresh(): Promise<void>;
}

/** A message sent to a language model. */
export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * The configured language model (BAARI_PROVIDER=openai-compatible); absent when none is. Callers
 * fall back to their offline answer when a call throws (error, timeout, abort).
 */
export interface ChatModel {
  /** The answer's pieces as the model streams them. */
  stream(messages: ModelMessage[], signal: AbortSignal): AsyncIterable<string>;
  /** The whole answer at once (interview feedback). */
  complete(messages: ModelMessage[], signal: AbortSignal): Promise<string>;
}
