import {
  CifBody,
  ConsultingInquiryBody,
  ContactUsBody,
  DiplomaDeclarationBody,
  HONEYPOT_FIELD,
  TeamInquiryBody,
  type FormKind,
  type LanguageCode,
} from '@ilm/contract';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPaths, consultingOffers } from '../catalog/catalog.schema';
import { formSubmissions } from './forms.schema';
import { badRequest } from '../../http/api-error';
import { wordsIn } from '../../i18n/catalog-words';
import type { BackgroundWork } from '../../lib/background-work';
import type { Mailer } from '../../mail/mailer';
import type { UserRow } from '../accounts/user-dto';
import { confirmationMail, type ReferencedNames } from './form-mail';
import { text } from './forms.messages';

export type { FormKind };

/** Each form's body schema (strict: a field it does not list is refused with 400). */
export const FORM_BODIES = {
  contact_us: ContactUsBody,
  cif: CifBody,
  diploma_declaration: DiplomaDeclarationBody,
  consulting_inquiry: ConsultingInquiryBody,
  team_inquiry: TeamInquiryBody,
} as const satisfies Record<FormKind, unknown>;

/** Confirmation mails one address receives a day at most, from every form and sender together; later submissions are stored unmailed. */
export const MAILS_PER_RECIPIENT_PER_DAY = 3;

/** A form's whole body at most: far below the API's 1 MiB (its longest text, 5,000 characters, fits several times). */
export const FORM_BODY_LIMIT = 32 * 1024;
type SubmissionRow = typeof formSubmissions.$inferSelect;

/** A validated form body: its fields as sent. */
export type FormFields = Record<string, unknown> & { email: string };

/** True when the spam trap (HONEYPOT_FIELD) holds anything: no person sees it, so a program filled it. */
export function caughtBySpamTrap(data: Record<string, unknown>): boolean {
  const trap = data[HONEYPOT_FIELD];
  return typeof trap === 'string' && trap.trim() !== '';
}

/** Stores validated form submissions, confirms each by mail, and lists them for their signed-in submitter. */
export class FormService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly background: BackgroundWork,
  ) {}

  /**
   * Stores the submission (without the empty spam trap) and mails its confirmation, in `language`, to
   * the address it gives: quoting the sender only when that address is their own confirmed one, and
   * at most {@link MAILS_PER_RECIPIENT_PER_DAY} a day to one address, whoever sends (docs/rules/forms.md).
   * The mail leaves after the answer: a slow mail server slows nobody.
   */
  async submit(
    kind: FormKind,
    data: FormFields,
    sender: Pick<UserRow, 'id' | 'email' | 'emailConfirmedAt'> | null,
    language: LanguageCode,
  ): Promise<{ row: SubmissionRow; mailed: boolean }> {
    const userId = sender?.id ?? null;
    const names = await this.checkReferences(data, language);
    const { [HONEYPOT_FIELD]: _trap, ...fields } = data;
    const email = data.email.trim();
    const [row] = await this.db.insert(formSubmissions).values({ kind, userId, email, data: fields }).returning();
    const [recent] = await this.db
      .select({ n: count() })
      .from(formSubmissions)
      .where(and(sql`lower(${formSubmissions.email}) = lower(${email})`, gt(formSubmissions.createdAt, sql`now() - interval '1 day'`)));
    if ((recent?.n ?? 0) > MAILS_PER_RECIPIENT_PER_DAY) return { row: row!, mailed: false };
    // The sender's own address, confirmed by a link mailed to it: only there is what they wrote quoted.
    const confirmed = Boolean(sender?.emailConfirmedAt) && sender!.email.toLowerCase() === email.toLowerCase();
    this.background.run('form confirmation mail', () => this.mailer.send(confirmationMail(kind, fields, language, { names, confirmed })));
    return { row: row!, mailed: true };
  }

  async mine(userId: string): Promise<SubmissionRow[]> {
    return this.db.select().from(formSubmissions).where(eq(formSubmissions.userId, userId)).orderBy(desc(formSubmissions.createdAt)).limit(100);
  }

  /** Slugs that point into the catalog must exist; their names, in `language`, go in the confirmation mail. */
  private async checkReferences(data: Record<string, unknown>, language: LanguageCode): Promise<ReferencedNames> {
    const names: ReferencedNames = {};
    if (typeof data.career_path_slug === 'string') {
      const [path] = await this.db
        .select({ title: careerPaths.title, translations: careerPaths.translations })
        .from(careerPaths)
        .where(eq(careerPaths.slug, data.career_path_slug));
      if (!path) throw badRequest('career_path_slug', text('unknown_career_path'));
      names.careerPath = wordsIn<{ title: string }>(language, { title: path.title }, path.translations).title;
    }
    if (typeof data.offer_slug === 'string') {
      const [offer] = await this.db
        .select({ title: consultingOffers.title, translations: consultingOffers.translations })
        .from(consultingOffers)
        .where(eq(consultingOffers.slug, data.offer_slug));
      if (!offer) throw badRequest('offer_slug', text('unknown_consulting_offer'));
      names.offer = wordsIn<{ title: string }>(language, { title: offer.title }, offer.translations).title;
    }
    return names;
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
