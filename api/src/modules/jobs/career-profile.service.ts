import type { CareerProfile, CareerProfileBody, CareerSkills, LanguageCode } from '@ilm/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPaths, labs } from '../catalog/catalog.schema';
import { careerProfiles } from './jobs.schema';
import { diplomas } from '../diplomas/diplomas.schema';
import { internshipApplications, internshipCohorts, internshipProgrammes } from '../internships/internships.schema';
import { labCompletions } from '../labs/instances.schema';
import { uploads } from '../uploads/uploads.schema';
import type { Translations } from '../catalog/catalog.schema';
import { badRequest } from '../../http/api-error';
import { wordsIn } from '../../i18n/catalog-words';
import { localized } from './opening-words';
import { text } from './jobs.messages';

type ProfileRow = typeof careerProfiles.$inferSelect;

const titleIn = (language: LanguageCode, title: string, translations: unknown) =>
  wordsIn<{ title: string }>(language, { title }, translations as Translations<{ title: string }>).title;

/** Trimmed, without blanks or repeats (compared without case), in the learner's order. */
function cleanList(items: string[]): string[] {
  const seen = new Set<string>();
  return items
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => {
      const key = item.toLocaleLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * A learner's career profile (`me/career-profile/`): what they write (headline, roles, places, how
 * they work, their CV) and what they have shown, which only the API writes: labs completed (every
 * check passed), diplomas issued and not revoked, internships completed.
 */
export class CareerProfileService {
  constructor(private readonly db: Db) {}

  async get(userId: string, language: LanguageCode): Promise<CareerProfile> {
    const [row] = await this.db.select().from(careerProfiles).where(eq(careerProfiles.userId, userId));
    return this.dto(row, userId, language);
  }

  /** Saves what the learner wrote; the CV must be one of their own uploads of purpose `cv` (400 naming `cv_upload_id`). */
  async save(userId: string, body: CareerProfileBody, language: LanguageCode): Promise<CareerProfile> {
    if (body.cv_upload_id !== null) {
      const [cv] = await this.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.id, body.cv_upload_id), eq(uploads.userId, userId), eq(uploads.purpose, 'cv')));
      if (!cv) throw badRequest('cv_upload_id', text('profile_cv_not_yours'));
    }
    const values = {
      headline: body.headline.trim(),
      desiredRoles: cleanList(body.desired_roles),
      locations: cleanList(body.locations),
      workModes: [...new Set(body.work_modes)],
      openToRelocation: body.open_to_relocation,
      cvUploadId: body.cv_upload_id,
    };
    const [row] = await this.db
      .insert(careerProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: careerProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return this.dto(row, userId, language);
  }

  /** The profile's row (undefined before the learner first saved it). */
  async row(userId: string): Promise<ProfileRow | undefined> {
    const [row] = await this.db.select().from(careerProfiles).where(eq(careerProfiles.userId, userId));
    return row;
  }

  /** What the learner has shown, newest first, in `language`. */
  async skills(userId: string, language: LanguageCode): Promise<CareerSkills> {
    const [labRows, diplomaRows, internshipRows] = await Promise.all([
      this.db
        .select({ slug: labs.slug, title: labs.title, translations: labs.translations, topic: labs.cloud, completedAt: labCompletions.completedAt })
        .from(labCompletions)
        .innerJoin(labs, eq(labs.slug, labCompletions.labSlug))
        .where(eq(labCompletions.userId, userId))
        .orderBy(desc(labCompletions.completedAt), labs.slug),
      this.db
        .select({
          id: diplomas.id,
          slug: diplomas.careerPathSlug,
          title: careerPaths.title,
          translations: careerPaths.translations,
          issuedAt: diplomas.issuedAt,
        })
        .from(diplomas)
        .leftJoin(careerPaths, eq(careerPaths.slug, diplomas.careerPathSlug))
        .where(and(eq(diplomas.userId, userId), isNull(diplomas.revokedAt)))
        .orderBy(desc(diplomas.issuedAt)),
      this.db
        .select({ slug: internshipProgrammes.slug, title: internshipProgrammes.title, completedAt: internshipApplications.completedAt })
        .from(internshipApplications)
        .innerJoin(internshipCohorts, eq(internshipCohorts.id, internshipApplications.cohortId))
        .innerJoin(internshipProgrammes, eq(internshipProgrammes.slug, internshipCohorts.programmeSlug))
        .where(and(eq(internshipApplications.userId, userId), eq(internshipApplications.status, 'completed')))
        .orderBy(desc(internshipApplications.completedAt)),
    ]);
    return {
      labs: labRows.map((lab) => ({
        slug: lab.slug,
        title: titleIn(language, lab.title, lab.translations),
        topic: lab.topic,
        completed_at: lab.completedAt.toISOString(),
      })),
      diplomas: diplomaRows.map((diploma) => ({
        id: diploma.id,
        career_path_slug: diploma.slug,
        title: diploma.title ? titleIn(language, diploma.title, diploma.translations) : diploma.slug,
        issued_at: diploma.issuedAt.toISOString(),
      })),
      internships: internshipRows.map((internship) => ({
        programme_slug: internship.slug,
        title: localized(internship.title, language),
        completed_at: internship.completedAt?.toISOString() ?? null,
      })),
    };
  }

  private async dto(row: ProfileRow | undefined, userId: string, language: LanguageCode): Promise<CareerProfile> {
    const [cv] = row?.cvUploadId
      ? await this.db
          .select({ id: uploads.id, fileName: uploads.originalName, size: uploads.sizeBytes, createdAt: uploads.createdAt })
          .from(uploads)
          .where(and(eq(uploads.id, row.cvUploadId), eq(uploads.userId, userId)))
      : [];
    return {
      headline: row?.headline ?? '',
      desired_roles: row?.desiredRoles ?? [],
      locations: row?.locations ?? [],
      work_modes: row?.workModes ?? [],
      open_to_relocation: row?.openToRelocation ?? false,
      cv: cv ? { id: cv.id, file_name: cv.fileName, size_bytes: cv.size, created_at: cv.createdAt.toISOString() } : null,
      skills: await this.skills(userId, language),
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }
}
