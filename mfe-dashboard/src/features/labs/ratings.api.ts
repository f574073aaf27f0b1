import type { LabRating, LabRatingBody, LabRatingSummary, MyLabRating } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A learner's rating of a lab, and a lab's average of them, as the contract types them. */
export type { LabRating, LabRatingBody, LabRatingSummary };

const ratingPath = (slug: string) => `labs/${encodeURIComponent(slug)}/rating/`;

/** The learner's own rating of the lab, or null while they have not rated it. */
export const fetchMyRating = (slug: string) => api<MyLabRating>(ratingPath(slug));

/** Saves the learner's rating, replacing an earlier one (only a completed lab may be rated). */
export const saveRating = (slug: string, body: LabRatingBody) => api<LabRating>(ratingPath(slug), { method: 'PUT', body });
