import type { LabRating, LabRatingBody } from '@ilm/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labCompletions } from './instances.schema';
import { labRatings } from './ratings.schema';
import { ApiError } from '../../http/api-error';
import type { CatalogService } from '../catalog/catalog.service';
import { text } from './labs.messages';

type RatingRow = typeof labRatings.$inferSelect;

/** Learners' ratings of the labs they completed (`labs/:slug/rating/`). */
export class RatingService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * Saves the learner's rating of a lab, replacing an earlier one. Only a learner who completed the
   * lab (every checked step passed on one of their instances: `lab_completions`) may rate it: 404 for
   * an unknown lab, 403 `lab_not_completed` otherwise.
   */
  async rate(userId: string, slug: string, body: LabRatingBody): Promise<LabRating> {
    await this.catalog.lab(slug);
    const [completed] = await this.db
      .select({ slug: labCompletions.labSlug })
      .from(labCompletions)
      .where(and(eq(labCompletions.userId, userId), eq(labCompletions.labSlug, slug)));
    if (!completed) throw new ApiError(403, 'lab_not_completed', text('lab_not_completed'));
    const comment = body.comment?.trim() || null;
    const [row] = await this.db
      .insert(labRatings)
      .values({ userId, labSlug: slug, stars: body.stars, comment })
      .onConflictDoUpdate({ target: [labRatings.userId, labRatings.labSlug], set: { stars: body.stars, comment, updatedAt: sql`now()` } })
      .returning();
    this.catalog.ratingsChanged();
    return toDto(row!);
  }

  /** The learner's own rating of a lab: 404 for an unknown lab, or when they have not rated it. */
  async mine(userId: string, slug: string): Promise<LabRating | null> {
    await this.catalog.lab(slug);
    const [row] = await this.db
      .select()
      .from(labRatings)
      .where(and(eq(labRatings.userId, userId), eq(labRatings.labSlug, slug)));
    return row ? toDto(row) : null;
  }
}

function toDto(row: RatingRow): LabRating {
  return {
    lab_slug: row.labSlug,
    stars: row.stars,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
