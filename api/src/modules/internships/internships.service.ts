import { INTERNSHIP_MOTIVATION_MIN_LENGTH, type InternshipProgramme, type InternshipStatus, type LanguageCode, type MyInternship } from '@ilm/contract';
import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { internshipApplications, internshipCohorts, internshipProgrammes } from './internships.schema';
import { labCompletions } from '../labs/instances.schema';
import { ApiError, badRequest, conflict, notFound } from '../../http/api-error';
import type { UserRow } from '../accounts/user-dto';
import { catalogItemKey, type CatalogService } from '../catalog/catalog.service';
import { text } from './internships.messages';

type ProgrammeRow = typeof internshipProgrammes.$inferSelect;
type CohortRow = typeof internshipCohorts.$inferSelect;
type ApplicationRow = typeof internshipApplications.$inferSelect;

/** Applications that no longer hold a seat. */
const SEATLESS: InternshipStatus[] = ['not_selected', 'withdrawn'];
/** Applications whose capstone can no longer be sent for review. */
const CLOSED: InternshipStatus[] = ['completed', 'not_selected', 'withdrawn'];

/** Today in UTC as `YYYY-MM-DD`, the form cohort dates are stored in. */
export const today = () => new Date().toISOString().slice(0, 10);

/** A programme's words in `language`: the jsonb columns hold every language, English first. */
const localized = (words: ProgrammeRow['title'], language: LanguageCode) => words[language] || words.en;

/** Seats each cohort has given away (applications that still hold one), by cohort id. */
export async function seatsTaken(db: Pick<Db, 'select'>, cohortIds: string[]): Promise<Map<string, number>> {
  if (cohortIds.length === 0) return new Map();
  const rows = await db
    .select({ cohortId: internshipApplications.cohortId, taken: sql<number>`count(*)::int` })
    .from(internshipApplications)
    .where(and(inArray(internshipApplications.cohortId, cohortIds), notInArray(internshipApplications.status, SEATLESS)))
    .groupBy(internshipApplications.cohortId);
  return new Map(rows.map((row) => [row.cohortId, row.taken]));
}

/** The capstone labs of a programme that a learner has completed, with when. */
export async function completedLabs(db: Pick<Db, 'select'>, userId: string, slugs: string[]): Promise<Map<string, Date>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: labCompletions.labSlug, at: labCompletions.completedAt })
    .from(labCompletions)
    .where(and(eq(labCompletions.userId, userId), inArray(labCompletions.labSlug, slugs)));
  return new Map(rows.map((row) => [row.slug, row.at]));
}

/**
 * Virtual internships: the public programmes with their cohorts, a learner's applications with
 * their capstone progress (from `lab_completions`), and sending the capstone to the mentor.
 */
export class InternshipService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** Every programme with the cohorts that have not ended, earliest first, and their seats left. */
  async programmes(language: LanguageCode): Promise<InternshipProgramme[]> {
    const programmes = await this.db.select().from(internshipProgrammes).orderBy(asc(internshipProgrammes.slug));
    const cohorts = await this.db.select().from(internshipCohorts).where(gte(internshipCohorts.endsOn, today())).orderBy(asc(internshipCohorts.startsOn));
    const taken = await seatsTaken(
      this.db,
      cohorts.map((cohort) => cohort.id),
    );
    const names = await this.names(language, programmes);
    return programmes.map((programme) => ({
      slug: programme.slug,
      title: localized(programme.title, language),
      summary: localized(programme.summary, language),
      career_path: { slug: programme.careerPathSlug, title: names.get(catalogItemKey('career_path', programme.careerPathSlug)) ?? programme.careerPathSlug },
      capstone_labs: programme.capstoneLabSlugs.map((slug) => ({ slug, title: names.get(catalogItemKey('lab', slug)) ?? slug })),
      cohorts: cohorts
        .filter((cohort) => cohort.programmeSlug === programme.slug)
        .map((cohort) => {
          const left = Math.max(0, cohort.seats - (taken.get(cohort.id) ?? 0));
          return {
            id: cohort.id,
            starts_on: cohort.startsOn,
            ends_on: cohort.endsOn,
            seats: cohort.seats,
            seats_left: left,
            open: left > 0 && cohort.startsOn > today(),
          };
        }),
    }));
  }

  /**
   * Applies the learner to a cohort, once: 404 for an unknown cohort; 409 `cohort_closed` once it
   * has started, `already_applied` for a second application, `cohort_full` without a seat left.
   * The cohort's row is locked meanwhile, so two learners cannot take its last seat together.
   */
  async apply(applicant: Pick<UserRow, 'id' | 'emailConfirmedAt'>, cohortId: string, motivation: string, language: LanguageCode): Promise<MyInternship> {
    // A seat goes to a person who can be reached: an account nobody confirmed could hold seats by the hundred.
    if (!applicant.emailConfirmedAt) throw new ApiError(403, 'email_not_confirmed', text('internship_needs_confirmed_email'));
    const userId = applicant.id;
    const motivationText = motivation.trim();
    if (motivationText.length < INTERNSHIP_MOTIVATION_MIN_LENGTH)
      throw badRequest('motivation', text('v_min_length', { limit: INTERNSHIP_MOTIVATION_MIN_LENGTH }));
    const id = await this.db.transaction(async (tx) => {
      const [cohort] = await tx.select().from(internshipCohorts).where(eq(internshipCohorts.id, cohortId)).for('update');
      if (!cohort) throw notFound(text('internship_cohort_not_found'));
      if (cohort.startsOn <= today()) throw conflict('cohort_closed', text('internship_cohort_closed'));
      const [mine] = await tx
        .select({ id: internshipApplications.id })
        .from(internshipApplications)
        .where(and(eq(internshipApplications.userId, userId), eq(internshipApplications.cohortId, cohortId)));
      if (mine) throw conflict('already_applied', text('internship_already_applied'));
      const taken = (await seatsTaken(tx, [cohortId])).get(cohortId) ?? 0;
      if (taken >= cohort.seats) throw conflict('cohort_full', text('internship_cohort_full'));
      const [row] = await tx.insert(internshipApplications).values({ userId, cohortId, motivation: motivationText }).onConflictDoNothing().returning();
      if (!row) throw conflict('already_applied', text('internship_already_applied'));
      return row.id;
    });
    return this.mine(userId, language, id).then((list) => list[0]!);
  }

  /** The learner's internships, newest first (or the one with `id`), with capstone progress. */
  async mine(userId: string, language: LanguageCode, id?: string): Promise<MyInternship[]> {
    const rows = await this.db
      .select({ application: internshipApplications, cohort: internshipCohorts, programme: internshipProgrammes })
      .from(internshipApplications)
      .innerJoin(internshipCohorts, eq(internshipCohorts.id, internshipApplications.cohortId))
      .innerJoin(internshipProgrammes, eq(internshipProgrammes.slug, internshipCohorts.programmeSlug))
      .where(and(eq(internshipApplications.userId, userId), id ? eq(internshipApplications.id, id) : undefined))
      .orderBy(desc(internshipApplications.createdAt));
    const allLabs = [...new Set(rows.flatMap((row) => row.programme.capstoneLabSlugs))];
    const [completed, names] = await Promise.all([
      completedLabs(this.db, userId, allLabs),
      this.names(
        language,
        rows.map((row) => row.programme),
      ),
    ]);
    return rows.map(({ application, cohort, programme }) => toDto(application, cohort, programme, completed, names, language));
  }

  /**
   * Sends the capstone to the mentor (review `pending`, status `in_progress`). 404 unless it is the
   * learner's; 409 while not accepted, once closed, while a review is pending, and while a capstone
   * lab is not completed (the message names those labs).
   */
  async submit(userId: string, id: string, language: LanguageCode): Promise<MyInternship> {
    const [current] = await this.mine(userId, language, id);
    if (!current) throw notFound(text('internship_not_found'));
    if (CLOSED.includes(current.status)) throw conflict('internship_closed', text('internship_closed'));
    if (current.status === 'applied') throw conflict('not_accepted', text('internship_not_accepted'));
    if (current.mentor_review === 'pending') throw conflict('review_pending', text('internship_review_pending'));
    const missing = current.capstone.filter((lab) => !lab.completed).map((lab) => lab.title);
    if (missing.length > 0) {
      throw conflict(
        'capstone_incomplete',
        text('internship_capstone_incomplete', { labs: new Intl.ListFormat(language, { type: 'conjunction' }).format(missing) }),
      );
    }
    await this.db
      .update(internshipApplications)
      .set({ mentorReview: 'pending', mentorNote: null, status: 'in_progress', updatedAt: new Date() })
      .where(and(eq(internshipApplications.id, id), eq(internshipApplications.userId, userId)));
    return (await this.mine(userId, language, id))[0]!;
  }

  /**
   * Withdraws the learner's application or internship: its seat goes back to the cohort at once.
   * 404 unless it is theirs; 409 `internship_closed` once completed, declined or already withdrawn.
   */
  async withdraw(userId: string, id: string, language: LanguageCode): Promise<MyInternship> {
    const [withdrawn] = await this.db
      .update(internshipApplications)
      .set({ status: 'withdrawn', updatedAt: new Date() })
      .where(and(eq(internshipApplications.id, id), eq(internshipApplications.userId, userId), notInArray(internshipApplications.status, CLOSED)))
      .returning({ id: internshipApplications.id });
    if (!withdrawn) {
      const [current] = await this.mine(userId, language, id);
      if (!current) throw notFound(text('internship_not_found'));
      throw conflict('internship_closed', text('internship_not_withdrawable'));
    }
    return (await this.mine(userId, language, id))[0]!;
  }

  /** Today's names of the career paths and capstone labs these programmes name, in `language`. */
  private names(language: LanguageCode, programmes: ProgrammeRow[]) {
    return this.catalog.namesIn(language, [
      ...programmes.map((programme) => ({ kind: 'career_path' as const, slug: programme.careerPathSlug })),
      ...programmes.flatMap((programme) => programme.capstoneLabSlugs.map((slug) => ({ kind: 'lab' as const, slug }))),
    ]);
  }
}

function toDto(
  application: ApplicationRow,
  cohort: CohortRow,
  programme: ProgrammeRow,
  completed: Map<string, Date>,
  names: Map<string, string>,
  language: LanguageCode,
): MyInternship {
  const capstone = programme.capstoneLabSlugs.map((slug) => ({
    slug,
    title: names.get(catalogItemKey('lab', slug)) ?? slug,
    completed: completed.has(slug),
    completed_at: completed.get(slug)?.toISOString() ?? null,
  }));
  return {
    id: application.id,
    status: application.status,
    programme: { slug: programme.slug, title: localized(programme.title, language) },
    cohort: { id: cohort.id, starts_on: cohort.startsOn, ends_on: cohort.endsOn },
    motivation: application.motivation,
    capstone,
    capstone_complete: capstone.every((lab) => lab.completed),
    mentor_review: application.mentorReview,
    mentor_note: application.mentorNote,
    created_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
    completed_at: application.completedAt?.toISOString() ?? null,
  };
}
