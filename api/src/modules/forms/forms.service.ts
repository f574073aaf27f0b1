import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPaths, consultingOffers, formSubmissions } from '../../db/schema';
import { badRequest } from '../../http/api-error';

export type FormKind = 'contact_us' | 'cif' | 'diploma_declaration' | 'consulting_inquiry';
type SubmissionRow = typeof formSubmissions.$inferSelect;

/** Stores validated form submissions and lists them for their signed-in submitter. */
export class FormService {
  constructor(private readonly db: Db) {}

  async submit(kind: FormKind, data: Record<string, unknown> & { email: string }, userId: string | null): Promise<SubmissionRow> {
    await this.checkReferences(data);
    const [row] = await this.db
      .insert(formSubmissions)
      .values({ kind, userId, email: data.email.trim(), data })
      .returning();
    return row!;
  }

  async mine(userId: string): Promise<SubmissionRow[]> {
    return this.db.select().from(formSubmissions).where(eq(formSubmissions.userId, userId)).orderBy(desc(formSubmissions.createdAt)).limit(100);
  }

  /** Slugs that point into the catalog must exist. */
  private async checkReferences(data: Record<string, unknown>): Promise<void> {
    if (typeof data.career_path_slug === 'string') {
      const [path] = await this.db.select({ slug: careerPaths.slug }).from(careerPaths).where(eq(careerPaths.slug, data.career_path_slug));
      if (!path) throw badRequest('career_path_slug', 'unknown_career_path');
    }
    if (typeof data.offer_slug === 'string') {
      const [offer] = await this.db.select({ slug: consultingOffers.slug }).from(consultingOffers).where(eq(consultingOffers.slug, data.offer_slug));
      if (!offer) throw badRequest('offer_slug', 'unknown_consulting_offer');
    }
  }
}

export function submissionDto(row: SubmissionRow) {
  return { id: row.id, kind: row.kind, email: row.email, data: row.data, created_at: row.createdAt.toISOString() };
}
