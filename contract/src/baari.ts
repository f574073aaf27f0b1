import { Type, type Static } from 'typebox';
import {
  BAARI_ANSWER_MODES,
  BAARI_NOTICES,
  BAARI_QUESTION_MAX_LENGTH,
  BAARI_ROLES,
  BAARI_SOURCE_KINDS,
  HINT_TIERS,
  INTERVIEW_ANSWER_MAX_LENGTH,
  INTERVIEW_STATUSES,
} from './baari-vocabulary';
import { ListOf, LiteralUnion, MultilineText, Slug } from './common';

/**
 * Baari, the assistant (`baari/…`): grounded answers streamed as Server-Sent Events, a learner's
 * conversations, hints inside a running lab (`labs/instances/:id/hints/`) and mock interviews.
 */

const Uuid = Type.String({ format: 'uuid' });
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A page of this site an answer used: its title and its path on the site (`/labs/linux-files-and-permissions`). */
export const BaariCitation = Type.Object({
  kind: LiteralUnion(BAARI_SOURCE_KINDS),
  title: Type.String(),
  url: Type.String({ description: 'a path on this site, starting with /' }),
});
/** Static type of {@link BaariCitation}. */
export type BaariCitation = Static<typeof BaariCitation>;

/** `POST baari/ask/`: a question, optionally in a conversation and inside a running lab. */
export const BaariAskBody = Type.Object({
  question: MultilineText({ minLength: 1, maxLength: BAARI_QUESTION_MAX_LENGTH }),
  /** Continue this conversation (signed in; a new one is started when absent). */
  conversation_id: Type.Optional(Uuid),
  /** Ask inside this running lab of the learner's: Baari knows its current step and the step's last check. */
  lab_instance_id: Type.Optional(Uuid),
  /** The step the learner is on (0-based), with `lab_instance_id`. */
  step_index: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
});
/** Static type of {@link BaariAskBody}. */
export type BaariAskBody = Static<typeof BaariAskBody>;

/** The body of `POST baari/ask/`'s answer: Server-Sent Events (BAARI_STREAM_EVENTS), each with JSON data. */
export const BaariAnswerStream = Type.String({ description: 'text/event-stream: meta, notice, delta, done | error' });
/** Static type of {@link BaariAnswerStream}. */
export type BaariAnswerStream = Static<typeof BaariAnswerStream>;

/** One message of a conversation. */
export const BaariMessage = Type.Object({
  id: Type.String(),
  role: LiteralUnion(BAARI_ROLES),
  text: Type.String(),
  citations: Type.Array(BaariCitation),
  /** How the answer was made (null on the learner's own messages). */
  mode: Type.Union([LiteralUnion(BAARI_ANSWER_MODES), Type.Null()]),
  created_at: Type.String(),
});
/** Static type of {@link BaariMessage}. */
export type BaariMessage = Static<typeof BaariMessage>;

/** Data of the stream's `meta` event. */
export const BaariMetaEvent = Type.Object({ conversation_id: Type.Union([Uuid, Type.Null()]), mode: LiteralUnion(BAARI_ANSWER_MODES) });
/** Static type of {@link BaariMetaEvent}. */
export type BaariMetaEvent = Static<typeof BaariMetaEvent>;
/** Data of the stream's `notice` event. */
export const BaariNoticeEvent = Type.Object({ code: LiteralUnion(BAARI_NOTICES), message: Type.String() });
/** Static type of {@link BaariNoticeEvent}. */
export type BaariNoticeEvent = Static<typeof BaariNoticeEvent>;
/** Data of the stream's `delta` event. */
export const BaariDeltaEvent = Type.Object({ text: Type.String() });
/** Static type of {@link BaariDeltaEvent}. */
export type BaariDeltaEvent = Static<typeof BaariDeltaEvent>;
/** Data of the stream's `done` event: the answer as kept (for a visitor, `id` is not stored anywhere). */
export const BaariDoneEvent = Type.Object({ message: BaariMessage });
/** Static type of {@link BaariDoneEvent}. */
export type BaariDoneEvent = Static<typeof BaariDoneEvent>;
/** Data of the stream's `error` event (the same `code` and `message` as an error answer's body). */
export const BaariErrorEvent = Type.Object({ code: Type.String(), message: Type.String() });
/** Static type of {@link BaariErrorEvent}. */
export type BaariErrorEvent = Static<typeof BaariErrorEvent>;

/** A conversation as listed (`GET baari/conversations/`), newest first. */
export const BaariConversationSummary = Type.Object({
  id: Type.String(),
  title: Type.String({ description: 'the first question, shortened' }),
  message_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
/** Static type of {@link BaariConversationSummary}. */
export type BaariConversationSummary = Static<typeof BaariConversationSummary>;
/** `GET baari/conversations/`. */
export const BaariConversationList = ListOf(BaariConversationSummary);
/** Static type of {@link BaariConversationList}. */
export type BaariConversationList = Static<typeof BaariConversationList>;

/** `GET baari/conversations/:id/`: a conversation with its messages, oldest first. */
export const BaariConversation = Type.Object({
  ...BaariConversationSummary.properties,
  messages: Type.Array(BaariMessage),
});
/** Static type of {@link BaariConversation}. */
export type BaariConversation = Static<typeof BaariConversation>;

/** `GET baari/suggestions/?lab_instance_id=`: questions to offer, in the request's language (about the running lab when one is named). */
export const BaariSuggestionsQuery = Type.Object({ lab_instance_id: Type.Optional(Uuid) });
/** Static type of {@link BaariSuggestionsQuery}. */
export type BaariSuggestionsQuery = Static<typeof BaariSuggestionsQuery>;
/** The answer of `GET baari/suggestions/`. */
export const BaariSuggestions = Type.Object({ questions: Type.Array(Type.String()) });
/** Static type of {@link BaariSuggestions}. */
export type BaariSuggestions = Static<typeof BaariSuggestions>;

/** `POST labs/instances/:id/hints/`: the next hint of this step. */
export const HintRequestBody = Type.Object({ step_index: Type.Integer({ minimum: 0, maximum: 99 }) });
/** Static type of {@link HintRequestBody}. */
export type HintRequestBody = Static<typeof HintRequestBody>;

/** One hint given, in the request's language. */
export const StepHint = Type.Object({
  tier: LiteralUnion(HINT_TIERS),
  text: Type.String(),
  given_at: Type.String(),
});
/** Static type of {@link StepHint}. */
export type StepHint = Static<typeof StepHint>;

/**
 * Where a step's help stands (`GET labs/instances/:id/hints/?step_index=`, and the answer of each
 * hint or solution request): the hints given so far, the step's last check, how many checks failed,
 * and whether the solution may be asked for.
 */
export const StepHelp = Type.Object({
  step_index: Type.Integer(),
  hints: Type.Array(StepHint),
  /** The tiers the step has (a lab author may write fewer than three). */
  tiers_total: Type.Integer(),
  /** Why the step's last check failed (its `FAIL:` reason), null when it passed or never ran. */
  last_check: NullableString,
  failed_checks: Type.Integer(),
  /** True once failed_checks reached SOLUTION_AFTER_FAILED_CHECKS (and the step has a solution). */
  solution_available: Type.Boolean(),
  /** The solution's commands, once the learner asked for them (recorded on the instance). */
  solution: NullableString,
  solution_shown_at: NullableString,
});
/** Static type of {@link StepHelp}. */
export type StepHelp = Static<typeof StepHelp>;

/** `GET labs/instances/:id/hints/?step_index=`. */
export const StepHelpQuery = Type.Object({ step_index: Type.Integer({ minimum: 0, maximum: 99 }) });
/** Static type of {@link StepHelpQuery}. */
export type StepHelpQuery = Static<typeof StepHelpQuery>;

/** `POST labs/instances/:id/solution/`: the explicit request for a step's solution (`confirm` must be true). */
export const SolutionRequestBody = Type.Object({ step_index: Type.Integer({ minimum: 0, maximum: 99 }), confirm: Type.Literal(true) });
/** Static type of {@link SolutionRequestBody}. */
export type SolutionRequestBody = Static<typeof SolutionRequestBody>;

/** `POST baari/interviews/`: start a mock interview for a career path. */
export const InterviewStartBody = Type.Object({ career_path_slug: Slug });
/** Static type of {@link InterviewStartBody}. */
export type InterviewStartBody = Static<typeof InterviewStartBody>;

/** `POST baari/interviews/:id/answers/`: the answer to the current question. */
export const InterviewAnswerBody = Type.Object({ answer: MultilineText({ minLength: 1, maxLength: INTERVIEW_ANSWER_MAX_LENGTH }) });
/** Static type of {@link InterviewAnswerBody}. */
export type InterviewAnswerBody = Static<typeof InterviewAnswerBody>;

/** One rubric point of a question, and whether the answer covered it. */
export const RubricPointResult = Type.Object({ point: Type.String(), met: Type.Boolean() });
/** Static type of {@link RubricPointResult}. */
export type RubricPointResult = Static<typeof RubricPointResult>;

/** A question of a mock interview, with the learner's answer and its feedback once answered. */
export const InterviewTurn = Type.Object({
  index: Type.Integer(),
  question: Type.String(),
  answer: NullableString,
  /** Per rubric point, met or not (empty until answered). */
  rubric: Type.Array(RubricPointResult),
  /** Feedback in words: what was good and what to add. */
  feedback: NullableString,
  /** Rubric points met out of the question's total, 0–100; null until answered. */
  score: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
  mode: Type.Union([LiteralUnion(BAARI_ANSWER_MODES), Type.Null()]),
});
/** Static type of {@link InterviewTurn}. */
export type InterviewTurn = Static<typeof InterviewTurn>;

/** A mock interview as listed (`GET baari/interviews/`, newest first). */
export const InterviewSummary = Type.Object({
  id: Type.String(),
  career_path: Type.Object({ slug: Type.String(), title: Type.String() }),
  status: LiteralUnion(INTERVIEW_STATUSES),
  questions_total: Type.Integer(),
  questions_answered: Type.Integer(),
  /** The mean of the answered questions' scores, null before the first answer. */
  score: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
  completed_at: NullableString,
});
/** Static type of {@link InterviewSummary}. */
export type InterviewSummary = Static<typeof InterviewSummary>;
/** `GET baari/interviews/`. */
export const InterviewList = ListOf(InterviewSummary);
/** Static type of {@link InterviewList}. */
export type InterviewList = Static<typeof InterviewList>;

/** `GET baari/interviews/:id/` (and the answer of start and of each answer): the interview with its turns so far. */
export const Interview = Type.Object({
  ...InterviewSummary.properties,
  turns: Type.Array(InterviewTurn),
  /** The next question to answer; null once completed. */
  current: Type.Union([Type.Integer(), Type.Null()]),
  /** A closing summary once completed: strengths and what to practise, with the labs that practise it. */
  summary: NullableString,
});
/** Static type of {@link Interview}. */
export type Interview = Static<typeof Interview>;
