import type { JobApplicationStatus, JobOpening, LanguageCode, OpeningLab, OpeningMatch } from '@ilm/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPaths, labs } from '../catalog/catalog.schema';
import { jobOpenings } from './jobs.schema';
import type { Translations } from '../catalog/catalog.schema';
import { wordsIn } from '../../i18n/catalog-words';

type OpeningRow = typeof jobOpenings.$inferSelect;
type Localized = OpeningRow['title'];

/** An opening's own words in `language`, English where that language has none. */
export const localized = (words: Localized, language: LanguageCode) => words[language]?.trim() || words.en;

/** The names, in `language`, of the labs and career paths a set of openings points at. */
export interface CatalogNames {
  lab(slug: string): OpeningLab;
  path(slug: string | null): { slug: string; title: string } | null;
}

/** Reads the catalog once for every lab and career path `openings` name (an unknown slug keeps its slug as name). */
export async function catalogNames(db: Db, openings: OpeningRow[], language: LanguageCode): Promise<CatalogNames> {
  const labSlugs = [...new Set(openings.flatMap((opening) => opening.skillLabSlugs))];
  const pathSlugs = [...new Set(openings.flatMap((opening) => (opening.careerPathSlug ? [opening.careerPathSlug] : [])))];
  const [labRows, pathRows] = await Promise.all([
    labSlugs.length ? db.select({ slug: labs.slug, title: labs.title, translations: labs.translations }).from(labs).where(inArray(labs.slug, labSlugs)) : [],
    pathSlugs.length
      ? db
          .select({ slug: careerPaths.slug, title: careerPaths.title, translations: careerPaths.translations })
          .from(careerPaths)
          .where(inArray(careerPaths.slug, pathSlugs))
      : [],
  ]);
  const titleOf = (row: { title: string; translations: unknown }) =>
    wordsIn<{ title: string }>(language, { title: row.title }, row.translations as Translations<{ title: string }>).title;
  const labTitles = new Map(labRows.map((row) => [row.slug, titleOf(row)]));
  const pathTitles = new Map(pathRows.map((row) => [row.slug, titleOf(row)]));
  return {
    lab: (slug) => ({ slug, title: labTitles.get(slug) ?? slug }),
    path: (slug) => (slug ? { slug, title: pathTitles.get(slug) ?? slug } : null),
  };
}

/** How a learner who completed `completed` matches an opening that asks for `skillLabs`. */
export function matchOf(skillLabs: OpeningLab[], completed: ReadonlySet<string>): OpeningMatch {
  const matched = skillLabs.filter((lab) => completed.has(lab.slug));
  const missing = skillLabs.filter((lab) => !completed.has(lab.slug));
  return { matched, missing, share: skillLabs.length ? matched.length / skillLabs.length : 0 };
}

/** What the reader knows of themselves: their completed labs and applications (null for a visitor). */
export interface Reader {
  completed: ReadonlySet<string>;
  /** By opening id. */
  applications: ReadonlyMap<string, { id: string; status: JobApplicationStatus }>;
}

/** An opening as the contract serves it, in `language`, with the reader's match when signed in. */
export function openingDto(opening: OpeningRow, language: LanguageCode, names: CatalogNames, reader: Reader | null): JobOpening {
  const skillLabs = opening.skillLabSlugs.map((slug) => names.lab(slug));
  return {
    slug: opening.slug,
    employer: opening.employer,
    title: localized(opening.title, language),
    description: localized(opening.description, language),
    location: opening.location,
    work_mode: opening.workMode,
    career_path: names.path(opening.careerPathSlug),
    skill_labs: skillLabs,
    open: opening.open,
    created_at: opening.createdAt.toISOString(),
    match: reader ? matchOf(skillLabs, reader.completed) : null,
    application: reader?.applications.get(opening.id) ?? null,
  };
}

/** Best match first: the larger share of labs completed, then more labs completed, then the newer opening. */
export function byMatch(a: JobOpening, b: JobOpening): number {
  return (
    (b.match?.share ?? 0) - (a.match?.share ?? 0) ||
    (b.match?.matched.length ?? 0) - (a.match?.matched.length ?? 0) ||
    b.created_at.localeCompare(a.created_at) ||
    a.slug.localeCompare(b.slug)
  );
}
