/**
 * Lab-instance vocabulary (no TypeBox here: browser code imports these values, and this file keeps
 * the schema library out of its bundles).
 */

/**
 * Every status a lab instance can have: requested → provisioning → running → stopped | expired |
 * failed. The database refuses any other (check `lab_instances_status_known`).
 */
export const INSTANCE_STATUSES = ['requested', 'provisioning', 'running', 'stopped', 'expired', 'failed'] as const;
/** One of {@link INSTANCE_STATUSES}. */
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/** Waiting for its environment: a stop now refunds the tokens spent. */
export const PENDING_INSTANCE_STATUSES = ['requested', 'provisioning'] as const satisfies readonly InstanceStatus[];
/** One of {@link PENDING_INSTANCE_STATUSES}. */
export type PendingInstanceStatus = (typeof PENDING_INSTANCE_STATUSES)[number];

/** Not ended yet (what `labs/instances/?status=active` lists); every other status is final. */
export const ACTIVE_INSTANCE_STATUSES = [...PENDING_INSTANCE_STATUSES, 'running'] as const satisfies readonly InstanceStatus[];
/** One of {@link ACTIVE_INSTANCE_STATUSES}. */
export type ActiveInstanceStatus = (typeof ACTIVE_INSTANCE_STATUSES)[number];

/** The filters of `GET labs/instances/?status=`: active, ended, or all (the default). */
export const INSTANCE_LIST_FILTERS = ['active', 'ended', 'all'] as const;
/** One of {@link INSTANCE_LIST_FILTERS}. */
export type InstanceListFilter = (typeof INSTANCE_LIST_FILTERS)[number];

/** The stars a learner gives a lab they completed: 1 (poor) to 5 (excellent). */
export const LAB_RATING_STARS = [1, 2, 3, 4, 5] as const;
/** One of {@link LAB_RATING_STARS}. */
export type LabRatingStars = (typeof LAB_RATING_STARS)[number];
/** The fewest stars of a rating (schema.org's `worstRating`). */
export const LAB_RATING_WORST: LabRatingStars = 1;
/** The most stars of a rating (schema.org's `bestRating`). */
export const LAB_RATING_BEST: LabRatingStars = 5;
/** The longest comment a rating may carry, in characters. */
export const LAB_RATING_COMMENT_MAX_LENGTH = 500;
