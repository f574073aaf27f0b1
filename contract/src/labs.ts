import { Type, type Static } from 'typebox';
import { IdParams, ListOf, LiteralUnion, MultilineText, Slug } from './common';
import { INSTANCE_LIST_FILTERS, INSTANCE_STATUSES, LAB_RATING_BEST, LAB_RATING_COMMENT_MAX_LENGTH, LAB_RATING_WORST } from './labs-vocabulary';

/**
 * Lab instances (`labs/instances/…`, signed in): launching a lab, following it, extending and stopping it.
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** `POST labs/instances/`: the lab to launch. */
export const LaunchBody = Type.Object({ lab_slug: Slug });
/** Static type of {@link LaunchBody}. */
export type LaunchBody = Static<typeof LaunchBody>;

/** Path parameters of `labs/instances/:id/…`. */
export const InstanceParams = IdParams;
/** Static type of {@link InstanceParams}. */
export type InstanceParams = Static<typeof InstanceParams>;

/** `GET labs/instances/?status=`: active, ended or all (the default). */
export const InstanceListQuery = Type.Object({
  status: Type.Optional(LiteralUnion(INSTANCE_LIST_FILTERS, { default: 'all' })),
});
/** Static type of {@link InstanceListQuery}. */
export type InstanceListQuery = Static<typeof InstanceListQuery>;

/** Where a learner stands on one step of a running lab. */
export const StepProgress = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  passed: Type.Boolean(),
  /** Why the last check did not pass (the check's `FAIL:` line, in the request's language); null when it passed or never ran. */
  message: NullableString,
  checked_at: NullableString,
});
/** Static type of {@link StepProgress}. */
export type StepProgress = Static<typeof StepProgress>;

/**
 * A launched lab environment as `labs/instances/` answers it. `status` is one of INSTANCE_STATUSES
 * only (the serialiser refuses any other), so the browser can switch over it exhaustively.
 * `steps` holds one entry per step of the lab; `completed_at` is set once every step passed.
 */
export const LabInstance = Type.Object({
  id: Type.String(),
  lab: Type.Object({ slug: Type.String(), title: Type.String() }),
  status: LiteralUnion(INSTANCE_STATUSES),
  provisioner: Type.String(),
  region: Type.String(),
  tokens_spent: Type.Integer(),
  duration_minutes: Type.Integer(),
  extensions: Type.Integer(),
  max_extensions: Type.Integer(),
  extend_token_cost: Type.Integer(),
  failure_reason: NullableString,
  steps: Type.Array(StepProgress),
  completed_at: NullableString,
  ready_at: NullableString,
  started_at: NullableString,
  expires_at: NullableString,
  ended_at: NullableString,
  seconds_remaining: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
});
/** Static type of {@link LabInstance}. */
export type LabInstance = Static<typeof LabInstance>;

/** `GET labs/instances/`, newest first. */
export const LabInstanceList = ListOf(LabInstance);
/** Static type of {@link LabInstanceList}. */
export type LabInstanceList = Static<typeof LabInstanceList>;

/** Path parameters of `labs/instances/:id/steps/:index/…`. */
export const StepParams = Type.Object({
  id: IdParams.properties.id,
  index: Type.Integer({ minimum: 0, maximum: 99 }),
});
/** Static type of {@link StepParams}. */
export type StepParams = Static<typeof StepParams>;

/** `POST labs/instances/:id/steps/:index/check/`: the step's check ran in the environment. */
export const StepCheckResult = Type.Object({
  step: StepProgress,
  /** Set the moment every step has passed (the lab is completed). */
  completed_at: NullableString,
});
/** Static type of {@link StepCheckResult}. */
export type StepCheckResult = Static<typeof StepCheckResult>;

/**
 * `POST labs/instances/:id/terminal/`: a ticket to open the instance's terminal socket at `path`
 * (relative to API_BASE_URL, as `ws:`/`wss:`): single use, for this learner and instance, valid
 * `expires_in` seconds. docs/decisions/0004-lab-drivers.md#terminal describes the socket's messages.
 */
export const TerminalTicket = Type.Object({
  ticket: Type.String(),
  path: Type.String(),
  expires_in: Type.Integer(),
});
/** Static type of {@link TerminalTicket}. */
export type TerminalTicket = Static<typeof TerminalTicket>;

/**
 * `PUT labs/:slug/rating/` (signed in): a learner's rating of a lab they completed, from 1 to 5
 * stars, with an optional comment. A second PUT replaces the first; a field it does not list is
 * refused (400 naming it).
 */
export const LabRatingBody = Type.Object(
  {
    stars: Type.Integer({ minimum: LAB_RATING_WORST, maximum: LAB_RATING_BEST }),
    /** Blank or null: no comment. */
    comment: Type.Optional(Type.Union([MultilineText({ maxLength: LAB_RATING_COMMENT_MAX_LENGTH }), Type.Null()])),
  },
  { additionalProperties: false },
);
/** Static type of {@link LabRatingBody}. */
export type LabRatingBody = Static<typeof LabRatingBody>;

/** `GET`/`PUT labs/:slug/rating/`: the signed-in learner's own rating of the lab. */
export const LabRating = Type.Object({
  lab_slug: Type.String(),
  stars: Type.Integer({ minimum: LAB_RATING_WORST, maximum: LAB_RATING_BEST }),
  comment: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
});
/** Static type of {@link LabRating}. */
export type LabRating = Static<typeof LabRating>;

/** `GET labs/{slug}/rating/`: the learner's own rating, or null while they have not rated the lab. */
export const MyLabRating = Type.Union([LabRating, Type.Null()]);
/** Static type of {@link MyLabRating}. */
export type MyLabRating = Static<typeof MyLabRating>;
