/**
 * Baari vocabulary: the assistant's limits, its stream's event names and the hint tiers (no TypeBox
 * here: browser code imports these values, and this file keeps the schema library out of its bundles).
 */

/** The longest question Baari takes, in characters (`POST baari/ask/` answers 400 beyond it). */
export const BAARI_QUESTION_MAX_LENGTH = 1000;

/** How many questions a visitor (no session) may ask per address in {@link BAARI_VISITOR_WINDOW_HOURS}, before Baari asks them to sign up. */
export const BAARI_VISITOR_QUESTIONS = 5;
/** The window of {@link BAARI_VISITOR_QUESTIONS}, in hours. */
export const BAARI_VISITOR_WINDOW_HOURS = 24;

/** How many earlier messages of a conversation go with a question (the model's memory of it). */
export const BAARI_HISTORY_MESSAGES = 8;

/** The most passages an answer is built from (and so the most pages it can cite). */
export const BAARI_MAX_PASSAGES = 5;

/**
 * The Server-Sent Events of `POST baari/ask/`, in the order they come:
 * - `meta` once: `{ conversation_id, mode }` (conversation_id null for a visitor);
 * - `notice` at most once: `{ code, message }`. Before the text, it says why the answer is what it is
 *   (`nothing_found`, or `model_unavailable`: the offline answer follows). `model_unavailable` after some
 *   `delta`s means the model failed mid-answer: the text so far is dropped and the offline answer follows;
 * - `delta` any number: `{ text }`, the answer's next piece (never a citation that is not one of the retrieved pages);
 * - `done` once, last: `{ message }`, the whole answer as kept, with its citations;
 * - `error` instead of `done` when answering failed: `{ code, message }`.
 */
export const BAARI_STREAM_EVENTS = ['meta', 'notice', 'delta', 'done', 'error'] as const;
/** One of {@link BAARI_STREAM_EVENTS}. */
export type BaariStreamEvent = (typeof BAARI_STREAM_EVENTS)[number];

/** How an answer was made: composed from the best passages (`offline`), or written by the configured language model (`model`). */
export const BAARI_ANSWER_MODES = ['offline', 'model'] as const;
/** One of {@link BAARI_ANSWER_MODES}. */
export type BaariAnswerMode = (typeof BAARI_ANSWER_MODES)[number];

/** Who wrote a message of a conversation. */
export const BAARI_ROLES = ['user', 'assistant'] as const;
/** One of {@link BAARI_ROLES}. */
export type BaariRole = (typeof BAARI_ROLES)[number];

/**
 * The notices of the stream: `model_unavailable` (the model failed or timed out: the offline answer
 * follows), `nothing_found` (no page of the platform answers this: where to look instead).
 */
export const BAARI_NOTICES = ['model_unavailable', 'nothing_found'] as const;
/** One of {@link BAARI_NOTICES}. */
export type BaariNotice = (typeof BAARI_NOTICES)[number];

/** What a citation points at: the kinds of the platform's pages Baari answers from. */
export const BAARI_SOURCE_KINDS = ['lab', 'lab_step', 'career_path', 'learning_path', 'plan', 'token_pack', 'consulting', 'page'] as const;
/** One of {@link BAARI_SOURCE_KINDS}. */
export type BaariSourceKind = (typeof BAARI_SOURCE_KINDS)[number];

/**
 * The tiers of a running lab's hints, in the order they are given: the concept and where to read
 * about it, then which command family or file, then a skeleton with blanks. The step's solution
 * comes after them, only when asked for explicitly (docs/rules/lab-format.md#hints).
 */
export const HINT_TIERS = ['concept', 'pointer', 'skeleton'] as const;
/** One of {@link HINT_TIERS}. */
export type HintTier = (typeof HINT_TIERS)[number];

/** How many failed checks of a step unlock asking for its solution. */
export const SOLUTION_AFTER_FAILED_CHECKS = 2;

/** How many questions a mock interview asks. */
export const INTERVIEW_QUESTIONS = 5;
/** The longest interview answer, in characters. */
export const INTERVIEW_ANSWER_MAX_LENGTH = 4000;
/** Where a mock interview stands. */
export const INTERVIEW_STATUSES = ['in_progress', 'completed'] as const;
/** One of {@link INTERVIEW_STATUSES}. */
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
