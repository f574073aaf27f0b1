import type { LanguageCode, PathProgress, Progress, ProgressLab } from '@ilm/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPaths, labs, learningPaths } from '../catalog/catalog.schema';
import { diplomas } from '../diplomas/diplomas.schema';
import { entitlements } from '../payments/payments.schema';
import { labCompletions } from '../labs/instances.schema';
import type { Translations } from '../catalog/catalog.schema';
import { wordsIn } from '../../i18n/catalog-words';
import type { RunnableEnvironments } from '../catalog/catalog.service';

type LabRow = typeof labs.$inferSelect;

interface PathRow {
  slug: string;
  title: string;
  labSlugs: string[];
  translations: Translations<{ title: string }>;
}

/**
 * A learner's progress on career paths and learning paths, read from their lab completions (every
 * checked step passed): the paths they started or bought, each lab in the path's order, and the next
 * lab to take.
 */
export class ProgressService {
  constructor(
    private readonly db: Db,
    /** The environments this platform's lab driver can build now. */
    private readonly runnable: () => RunnableEnvironments,
  ) {}

  async of(userId: string, language: LanguageCode): Promise<Progress> {
    const [completions, owned, careers, learning, issued] = await Promise.all([
      this.db.select({ slug: labCompletions.labSlug, at: labCompletions.completedAt }).from(labCompletions).where(eq(labCompletions.userId, userId)),
      this.db
        .select({ slug: entitlements.slug })
        .from(entitlements)
        .where(and(eq(entitlements.userId, userId), eq(entitlements.kind, 'career_path'))),
      this.db.select().from(careerPaths).orderBy(asc(careerPaths.position), asc(careerPaths.slug)),
      this.db.select().from(learningPaths).orderBy(asc(learningPaths.position), asc(learningPaths.slug)),
      this.db.select({ id: diplomas.id, slug: diplomas.careerPathSlug }).from(diplomas).where(eq(diplomas.userId, userId)),
    ]);
    const completedAt = new Map(completions.map((row) => [row.slug, row.at]));
    const ownedSlugs = new Set(owned.map((row) => row.slug));
    const diplomaOf = new Map(issued.map((row) => [row.slug, row.id]));
    // A path is shown once started (a lab of it completed) or bought.
    const shown = <Path extends PathRow>(paths: Path[], ownable: boolean) =>
      paths.filter((path) => (ownable && ownedSlugs.has(path.slug)) || path.labSlugs.some((slug) => completedAt.has(slug)));
    const careerRows = shown(careers, true);
    const learningRows = shown(learning, false);
    const labSlugs = [...new Set([...careerRows, ...learningRows].flatMap((path) => path.labSlugs))];
    const labRows = labSlugs.length ? await this.db.select().from(labs).where(inArray(labs.slug, labSlugs)) : [];
    const labsBySlug = new Map(labRows.map((lab) => [lab.slug, lab]));
    const runnable = this.runnable();

    const labProgress = (lab: LabRow): ProgressLab => ({
      slug: lab.slug,
      title: wordsIn<{ title: string }>(language, { title: lab.title }, lab.translations).title,
      completed_at: completedAt.get(lab.slug)?.toISOString() ?? null,
      launchable: runnable.includes(lab.environment),
    });
    const progress = (kind: PathProgress['kind'], path: PathRow): PathProgress => {
      const pathLabs = path.labSlugs
        .map((slug) => labsBySlug.get(slug))
        .filter((lab) => lab !== undefined)
        .map(labProgress);
      const left = pathLabs.filter((lab) => lab.completed_at === null);
      const done = pathLabs.filter((lab) => lab.completed_at !== null);
      const last =
        done
          .map((lab) => lab.completed_at!)
          .sort()
          .pop() ?? null;
      return {
        kind,
        slug: path.slug,
        title: wordsIn(language, { title: path.title }, path.translations).title,
        owned: kind === 'career_path' && ownedSlugs.has(path.slug),
        labs: pathLabs,
        completed: done.length,
        total: pathLabs.length,
        // A lab that can be launched here comes first: the learner can take it now.
        next_lab: left.find((lab) => lab.launchable) ?? left[0] ?? null,
        completed_at: left.length === 0 && pathLabs.length > 0 ? last : null,
        diploma_id: kind === 'career_path' ? (diplomaOf.get(path.slug) ?? null) : null,
      };
    };
    return {
      career_paths: careerRows.map((path) => progress('career_path', path)),
      learning_paths: learningRows.map((path) => progress('learning_path', path)),
    };
  }
}
