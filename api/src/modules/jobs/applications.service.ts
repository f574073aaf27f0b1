import { CLOSED_JOB_APPLICATION_STATUSES, type ApplyBody, type JobApplication, type JobApplicationStatus, type LanguageCode } from '@ilm/contract';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobApplicationEvents, jobApplications, jobOpenings } from './jobs.schema';
import { uploads } from '../uploads/uploads.schema';
import { users } from '../accounts/accounts.schema';
import { ApiError, notFound } from '../../http/api-error';
import type { Mail, Mailer } from '../../mail/mailer';
import type { CareerProfileService } from './career-profile.service';
import { appliedMail, statusMail, type JobMailFacts } from './job-mail';
import { localized } from './opening-words';
import type { OpeningsService } from './openings.service';
import { text } from './jobs.messages';

type ApplicationRow = typeof jobApplications.$inferSelect;
type OpeningRow = typeof jobOpenings.$inferSelect;
type History = JobApplication['history'];

const closed = (status: JobApplicationStatus) => (CLOSED_JOB_APPLICATION_STATUSES as readonly string[]).includes(status);

/** The history of each application of `ids` (every status it went through, with staff's notes), oldest first. */
async function historiesOf(db: Db, ids: string[]): Promise<Map<string, History>> {
  const histories = new Map<string, History>(ids.map((id) => [id, []]));
  if (ids.length === 0) return histories;
  const events = await db
    .select()
    .from(jobApplicationEvents)
    .where(inArray(jobApplicationEvents.applicationId, ids))
    .orderBy(asc(jobApplicationEvents.createdAt), asc(jobApplicationEvents.id));
  for (const event of events) histories.get(event.applicationId)!.push({ status: event.status, at: event.createdAt.toISOString(), note: event.note });
  return histories;
}

/** An application as its learner follows it, with its `history`, the opening's words in `language`. */
export function applicationDto(row: ApplicationRow, opening: OpeningRow, history: History, language: LanguageCode): JobApplication {
  return {
    id: row.id,
    opening: {
      slug: opening.slug,
      title: localized(opening.title, language),
      employer: opening.employer,
      location: opening.location,
      work_mode: opening.workMode,
      open: opening.open,
    },
    status: row.status,
    cover_note: row.coverNote,
    history,
    can_withdraw: !closed(row.status),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** 409 `already_applied` carrying the application the learner already sent. */
export class AlreadyApplied extends ApiError {
  constructor(readonly application: JobApplication) {
    super(409, 'already_applied', text('job_already_applied'));
  }
}

export interface ApplicationsOptions {
  /** The site's address, for the dashboard link in mails. */
  siteUrl: string;
  /** Sends a mail after the answer has left (the app's background work); by default the mail is awaited. */
  later?: (name: string, task: () => Promise<void>) => void;
}

/** A row for staff: the application, its opening, the learner and where their CV is kept. */
export interface StaffApplicationRow {
  application: ApplicationRow;
  openingSlug: string;
  email: string;
  cvStoredName: string | null;
}

/**
 * Applications to openings: once per opening, with the career profile and CV as they were then
 * (a snapshot staff send on); the learner follows and may withdraw them, staff move their status.
 * The learner is mailed, in their language, when they apply and when staff change the status.
 */
export class ApplicationsService {
  constructor(
    private readonly db: Db,
    private readonly openings: OpeningsService,
    private readonly profiles: CareerProfileService,
    private readonly mailer: Mailer,
    private readonly options: ApplicationsOptions,
  ) {}

  /**
   * Applies to an open opening with the learner's profile: 404 unknown opening; 409 `already_applied`
   * (with the application), `opening_closed`, or `cv_required` when the profile names no CV. The mail
   * is in `asked`, the language the request named, else the learner's profile language.
   */
  async apply(userId: string, slug: string, body: ApplyBody, language: LanguageCode, asked?: LanguageCode): Promise<JobApplication> {
    const opening = await this.openings.bySlug(slug);
    const existing = await this.existing(userId, opening, language);
    if (existing) throw new AlreadyApplied(existing);
    if (!opening.open) throw new ApiError(409, 'opening_closed', text('opening_closed'));
    const profile = await this.profiles.row(userId);
    const [cv] = profile?.cvUploadId
      ? await this.db.select({ id: uploads.id, sha256: uploads.sha256, fileName: uploads.originalName }).from(uploads).where(eq(uploads.id, profile.cvUploadId))
      : [];
    if (!profile || !cv) throw new ApiError(409, 'cv_required', text('job_cv_required'));
    const skills = await this.profiles.skills(userId, 'en');
    const snapshot = {
      headline: profile.headline,
      desired_roles: profile.desiredRoles,
      locations: profile.locations,
      work_modes: profile.workModes,
      open_to_relocation: profile.openToRelocation,
      cv_upload_id: cv.id,
      cv_file_name: cv.fileName,
      cv_sha256: cv.sha256,
      skills,
      taken_at: new Date().toISOString(),
    };
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(jobApplications)
        .values({ userId, openingId: opening.id, coverNote: body.cover_note?.trim() ?? '', profileSnapshot: snapshot })
        .onConflictDoNothing({ target: [jobApplications.userId, jobApplications.openingId] })
        .returning();
      if (inserted) await tx.insert(jobApplicationEvents).values({ applicationId: inserted.id, status: 'submitted', createdAt: inserted.createdAt });
      return inserted;
    });
    if (!row) {
      // Sent twice at once: the other request stored it.
      const other = await this.existing(userId, opening, language);
      if (other) throw new AlreadyApplied(other);
      throw new ApiError(409, 'already_applied', text('job_already_applied'));
    }
    await this.mail(userId, opening, asked ?? null, (facts, to) => appliedMail(to, facts));
    return this.dto(row, opening, language);
  }

  /** The learner's applications, newest first. */
  async mine(userId: string, language: LanguageCode): Promise<JobApplication[]> {
    const rows = await this.db
      .select({ application: jobApplications, opening: jobOpenings })
      .from(jobApplications)
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
      .where(eq(jobApplications.userId, userId))
      .orderBy(desc(jobApplications.createdAt));
    const histories = await historiesOf(
      this.db,
      rows.map(({ application }) => application.id),
    );
    return rows.map(({ application, opening }) => applicationDto(application, opening, histories.get(application.id)!, language));
  }

  /** Withdraws one of the learner's applications: 404 for another's, 409 once it is closed (hired, not selected, withdrawn). */
  async withdraw(userId: string, id: string, language: LanguageCode): Promise<JobApplication> {
    const [found] = await this.db
      .select({ application: jobApplications, opening: jobOpenings })
      .from(jobApplications)
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
      .where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId)));
    if (!found) throw notFound(text('job_application_not_found'));
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(jobApplications)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(and(eq(jobApplications.id, id), notInArray(jobApplications.status, [...CLOSED_JOB_APPLICATION_STATUSES])))
        .returning();
      if (updated) await tx.insert(jobApplicationEvents).values({ applicationId: id, status: 'withdrawn', createdAt: updated.updatedAt });
      return updated;
    });
    if (!row) throw new ApiError(409, 'application_closed', text('job_application_closed'));
    return this.dto(row, found.opening, language);
  }

  /**
   * Staff move an application to `status`: a step of its history, with `note` when given, and the
   * learner is mailed in their language (with the note). Throws a readable message for an unknown application.
   */
  async setStatus(id: string, status: JobApplicationStatus, note?: string): Promise<ApplicationRow> {
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(jobApplications)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(jobApplications.id, id))
        .returning();
      if (updated) await tx.insert(jobApplicationEvents).values({ applicationId: id, status, note: note?.trim() || null, createdAt: updated.updatedAt });
      return updated;
    });
    if (!row) throw new Error(`no job application ${id}`);
    const [opening] = await this.db.select().from(jobOpenings).where(eq(jobOpenings.id, row.openingId));
    await this.mail(row.userId, opening!, null, (facts, language) => statusMail(language, facts, status, note));
    return row;
  }

  /** Every application (of one opening when given), newest first, for staff. */
  async forStaff(openingSlug?: string): Promise<StaffApplicationRow[]> {
    return this.db
      .select({ application: jobApplications, openingSlug: jobOpenings.slug, email: users.email, cvStoredName: uploads.storedName })
      .from(jobApplications)
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .leftJoin(uploads, sql`${uploads.id}::text = ${jobApplications.profileSnapshot} ->> 'cv_upload_id'`)
      .where(openingSlug ? eq(jobOpenings.slug, openingSlug) : undefined)
      .orderBy(desc(jobApplications.createdAt));
  }

  private async existing(userId: string, opening: OpeningRow, language: LanguageCode): Promise<JobApplication | null> {
    const [row] = await this.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, userId), eq(jobApplications.openingId, opening.id)));
    return row ? this.dto(row, opening, language) : null;
  }

  /** One application with its history. */
  private async dto(row: ApplicationRow, opening: OpeningRow, language: LanguageCode): Promise<JobApplication> {
    const histories = await historiesOf(this.db, [row.id]);
    return applicationDto(row, opening, histories.get(row.id)!, language);
  }

  /**
   * Mails the learner about `opening`: in `language` when the request named one, else their profile's.
   * After the answer when the app gave `later`, else now (staff commands wait for it).
   */
  private async mail(userId: string, opening: OpeningRow, language: LanguageCode | null, write: (facts: JobMailFacts, language: LanguageCode) => Mail) {
    const [user] = await this.db.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, userId));
    if (!user) return;
    const to = language ?? user.language ?? 'en';
    const facts: JobMailFacts = {
      to: user.email,
      name: user.firstName,
      title: localized(opening.title, to),
      employer: opening.employer,
      link: `${this.options.siteUrl}/dashboard/jobs`,
    };
    const mail = write(facts, to);
    if (this.options.later) this.options.later('job application mail', () => this.mailer.send(mail));
    else await this.mailer.send(mail);
  }
}
