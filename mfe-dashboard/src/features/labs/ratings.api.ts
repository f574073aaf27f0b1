import type { LabRating, LabRatingBody, LabRatingSummary } from '@ilm/contract';
import { api, isApiError } from '@ilm/shared/api';

/** A learner's rating of a lab, and a lab's average of them, as the contract types them. */
export type { LabRating, LabRatingBody, LabRatingSummary };

const ratingPath = (slug: string) => `labs/${encodeURIComponent(slug)}/rating/`;

/** The learner's own rating of the lab, or null while they have not rated it (the API's 404). */
export async function fetchMyRating(slug: string): Promise<LabRating | null> {
  try {
    return await api<LabRating>(ratingPath(slug));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** Saves the learner's rating, replacing an earlier one (only a completed lab may be rated). */
export const saveRating = (slug: string, body: LabRatingBody) => api<LabRating>(ratingPath(slug), { method: 'PUT', body });
