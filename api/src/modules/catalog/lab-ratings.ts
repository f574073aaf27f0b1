import type { LabRatingSummary } from '@ilm/contract';
import { avg, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labRatings } from '../labs/ratings.schema';

/**
 * The ratings learners gave these labs, by slug: the mean of their stars to two decimals and how
 * many rated. A lab nobody rated is absent (the catalog answers `rating: null`).
 */
export async function ratingSummaries(db: Db, slugs: readonly string[]): Promise<Map<string, NonNullable<LabRatingSummary>>> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ slug: labRatings.labSlug, average: avg(labRatings.stars), count: count() })
    .from(labRatings)
    .where(inArray(labRatings.labSlug, unique))
    .groupBy(labRatings.labSlug);
  // avg() of integers is numeric, which the drivers hand over as text.
  return new Map(rows.map((row) => [row.slug, { average: Math.round(Number(row.average) * 100) / 100, count: row.count }]));
}
