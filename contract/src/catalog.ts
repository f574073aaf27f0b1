import { Type, type Static } from 'typebox';
import { CLOUDS, LAB_ENVIRONMENTS, LEVELS } from './catalog-vocabulary';
import { INT32_MAX, ListOf, LiteralUnion } from './common';

/**
 * The catalog (`catalog/…`, public): labs, career paths, learning paths, consulting offers.
 * Prices are in USD, both as a number and in cents; the browser converts them to the visitor's currency.
 */

/** `GET catalog/labs/`: filters, a text search over title, summary and tags, and paging. */
export const LabListQuery = Type.Object({
  cloud: Type.Optional(LiteralUnion(CLOUDS)),
  level: Type.Optional(LiteralUnion(LEVELS)),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  max_token_cost: Type.Optional(Type.Integer({ minimum: 0, maximum: INT32_MAX })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: INT32_MAX, default: 0 })),
});
/** Static type of {@link LabListQuery}. */
export type LabListQuery = Static<typeof LabListQuery>;

/**
 * What learners who completed a lab think of it: the mean of their stars (1–5, two decimals) and
 * how many rated it; null while nobody has.
 */
export const LabRatingSummary = Type.Union([
  Type.Object({ average: Type.Number({ minimum: 1, maximum: 5 }), count: Type.Integer({ minimum: 1 }) }),
  Type.Null(),
]);
/** Static type of {@link LabRatingSummary}. */
export type LabRatingSummary = Static<typeof LabRatingSummary>;

/** A lab as lists show it. `cloud` and `level` hold one of CLOUDS / LEVELS (the database does not enforce it). */
export const LabSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cloud: Type.String(),
  level: Type.String(),
  duration_minutes: Type.Integer(),
  token_cost: Type.Integer({ description: 'tokens a launch spends' }),
  tags: Type.Array(Type.String()),
  environment: LiteralUnion(LAB_ENVIRONMENTS, { description: 'where it runs: sandbox (a terminal in the page) or the cloud it needs' }),
  launchable: Type.Boolean({ description: 'false while this platform has no driver for its environment: it cannot be launched and no tokens are taken' }),
  rating: LabRatingSummary,
});
/** Static type of {@link LabSummary}. */
export type LabSummary = Static<typeof LabSummary>;

/** `GET catalog/labs/`. */
export const LabSummaryList = ListOf(LabSummary);
/** Static type of {@link LabSummaryList}. */
export type LabSummaryList = Static<typeof LabSummaryList>;

/**
 * One step of a lab's instructions: `body` is short Markdown (paragraphs, `inline code`, fenced
 * code blocks); `checked` says a script verifies it. The hints themselves are given one tier at a
 * time inside a running lab (`labs/instances/:id/hints/`), never on the public page.
 */
export const LabStep = Type.Object({
  title: Type.String(),
  body: Type.String(),
  hint_tiers: Type.Integer({ minimum: 0, description: 'how many hint tiers the step has (docs/rules/lab-format.md#hints)' }),
  checked: Type.Boolean(),
});
/** Static type of {@link LabStep}. */
export type LabStep = Static<typeof LabStep>;

/** `GET catalog/labs/:slug/`: the lab with everything its page shows. */
export const LabDetail = Type.Object({
  ...LabSummary.properties,
  description: Type.String(),
  objectives: Type.Array(Type.String()),
  steps: Type.Array(LabStep),
});
/** Static type of {@link LabDetail}. */
export type LabDetail = Static<typeof LabDetail>;

const Price = {
  price_usd: Type.Number(),
  price_usd_cents: Type.Integer(),
};

/** A career path as listed; {@link CareerPathDetail} adds its description, outcomes and labs. */
export const CareerPathSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  level: Type.String(),
  duration_weeks: Type.Integer(),
  ...Price,
  tokens_included: Type.Integer({ description: 'tokens granted when the path is bought' }),
  lab_count: Type.Integer(),
});
/** Static type of {@link CareerPathSummary}. */
export type CareerPathSummary = Static<typeof CareerPathSummary>;

/** `GET catalog/career-paths/`. */
export const CareerPathSummaryList = ListOf(CareerPathSummary);
/** Static type of {@link CareerPathSummaryList}. */
export type CareerPathSummaryList = Static<typeof CareerPathSummaryList>;

/** `GET catalog/career-paths/:slug/`: the path with the labs it is made of. */
export const CareerPathDetail = Type.Object({
  ...CareerPathSummary.properties,
  description: Type.String(),
  outcomes: Type.Array(Type.String()),
  labs: Type.Array(LabSummary),
});
/** Static type of {@link CareerPathDetail}. */
export type CareerPathDetail = Static<typeof CareerPathDetail>;

/** A learning path: a guided sequence of labs (`GET catalog/learning-paths/:slug/`). */
export const LearningPath = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cloud: Type.String(),
  level: Type.String(),
  ...Price,
  labs: Type.Array(LabSummary),
});
/** Static type of {@link LearningPath}. */
export type LearningPath = Static<typeof LearningPath>;

/** `GET catalog/learning-paths/`. */
export const LearningPathList = ListOf(LearningPath);
/** Static type of {@link LearningPathList}. */
export type LearningPathList = Static<typeof LearningPathList>;

/** A consulting offer (`GET catalog/consulting/:slug/`); its price is a starting price. */
export const ConsultingOffer = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  description: Type.String(),
  deliverables: Type.Array(Type.String()),
  duration_weeks: Type.Integer(),
  price_from_usd: Type.Number(),
  price_from_usd_cents: Type.Integer(),
});
/** Static type of {@link ConsultingOffer}. */
export type ConsultingOffer = Static<typeof ConsultingOffer>;

/** `GET catalog/consulting/`. */
export const ConsultingOfferList = ListOf(ConsultingOffer);
/** Static type of {@link ConsultingOfferList}. */
export type ConsultingOfferList = Static<typeof ConsultingOfferList>;
