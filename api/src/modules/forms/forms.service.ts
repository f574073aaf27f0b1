import { CifBody, ConsultingInquiryBody, ContactUsBody, DiplomaDeclarationBody } from '@ilm/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPaths, consultingOffers, formSubmissions } from '../../db/schema';
import { badRequest } from '../../http/api-error';

export type FormKind = 'contact_us' | 'cif' | 'diploma_declaration' | 'consulting_inquiry';

/** Each form's body schema (strict: a field it does not list is refused with 400). */
export const FORM_BODIES = {
  contact_us: ContactUsBody,
  cif: CifBody,
  diploma_declaration: DiplomaDeclarationBody,
  consulting_inquiry: ConsultingInquiryBody,
} as const satisfies Record<FormKind, unknown>;

/** A form's whole body at most: far below the API's 1 MiB (its longest text, 5,000 characters, fits several times). */
export const FORM_BODY_LIMIT = 32 * 1024;
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

/**
 * A submission as its submitter sees it: only the fields of its form's schema, so a field stored before
 * forms were strict (`is_admin`, `user_id`) is never echoed.
 */
export function submissionDto(row: SubmissionRow) {
  const schema = FORM_BODIES[row.kind as FormKind] as { properties: Record<string, unknown> } | undefined;
  const stored = (row.data ?? {}) as Record<string, unknown>;
  const data = schema ? Object.fromEntries(Object.entries(stored).filter(([field]) => Object.hasOwn(schema.properties, field))) : {};
  return { id: row.id, kind: row.kind, email: row.email, data, created_at: row.createdAt.toISOString() };
}
