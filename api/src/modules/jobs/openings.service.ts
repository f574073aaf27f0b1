import type { JobOpening, LanguageCode, WorkMode } from '@ilm/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobApplications, jobOpenings } from './jobs.schema';
import { labCompletions } from '../labs/instances.schema';
import { notFound } from '../../http/api-error';
import { byMatch, catalogNames, openingDto, type Reader } from './opening-words';
import { text } from './jobs.messages';

type OpeningRow = typeof jobOpenings.$inferSelect;

/** An opening as staff add it (`admin jobs add-opening`): words per language, English required. */
export interface NewOpening {
  slug: string;
  employer: string;
  title: OpeningRow['title'];
  description: OpeningRow['description'];
  location: string;
  workMode: WorkMode;
  careerPathSlug: string | null;
  skillLabSlugs: string[];
}

/**
 * Openings (`jobs/openings/…`): open to visitors, in the request's language. For a signed-in learner
 * each carries how they match it (the share of the labs it asks for that they completed) and the list
 * is ranked by it, best first.
 */
export class OpeningsService {
  constructor(private readonly db: Db) {}

  /** The open openings; ranked for `userId` when given, newest first otherwise. */
  async list(language: LanguageCode, userId: string | null): Promise<JobOpening[]> {
    const rows = await this.db.select().from(jobOpenings).where(eq(jobOpenings.open, true)).orderBy(asc(jobOpenings.slug));
    const [names, reader] = await Promise.all([catalogNames(this.db, rows, language), userId ? this.reader(userId) : null]);
    return rows.map((row) => openingDto(row, language, names, reader)).sort(byMatch);
  }

  /** One opening by slug, open or closed (a link to a closed one still says what it was): 404 when unknown. */
  async detail(slug: string, language: LanguageCode, userId: string | null): Promise<JobOpening> {
    const row = await this.bySlug(slug);
    const [names, reader] = await Promise.all([catalogNames(this.db, [row], language), userId ? this.reader(userId) : null]);
    return openingDto(row, language, names, reader);
  }

  async bySlug(slug: string): Promise<OpeningRow> {
    const [row] = await this.db.select().from(jobOpenings).where(eq(jobOpenings.slug, slug));
    if (!row) throw notFound(text('opening_not_found', { slug }));
    return row;
  }

  /** Adds an opening; false when the slug is taken. */
  async add(opening: NewOpening): Promise<boolean> {
    const inserted = await this.db.insert(jobOpenings).values(opening).onConflictDoNothing({ target: jobOpenings.slug }).returning({ id: jobOpenings.id });
    return inserted.length === 1;
  }

  /** Closes an opening (its applications stay); false when no such slug. */
  async close(slug: string): Promise<boolean> {
    const closed = await this.db.update(jobOpenings).set({ open: false }).where(eq(jobOpenings.slug, slug)).returning({ id: jobOpenings.id });
    return closed.length === 1;
  }

  /** The learner's completed labs and their applications, by opening. */
  private async reader(userId: string): Promise<Reader> {
    const [completed, applications] = await Promise.all([
      this.db.select({ slug: labCompletions.labSlug }).from(labCompletions).where(eq(labCompletions.userId, userId)),
      this.db
        .select({ id: jobApplications.id, openingId: jobApplications.openingId, status: jobApplications.status })
        .from(jobApplications)
        .where(and(eq(jobApplications.userId, userId))),
    ]);
    return {
      completed: new Set(completed.map((row) => row.slug)),
      applications: new Map(applications.map((row) => [row.openingId, { id: row.id, status: row.status }])),
    };
  }
}
