import type { LabRatingSummary, LanguageCode } from '@ilm/contract';
import { and, asc, count, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPaths, consultingOffers, labs, learningPaths, plans, tokenPacks } from './catalog.schema';
import { notFound } from '../../http/api-error';
import { wordsIn } from '../../i18n/catalog-words';
import { writtenTiers } from '../labs/content/step-hints';
import { BoundedCache } from '../../lib/bounded-cache';
import { ratingSummaries } from './lab-ratings';
import { text } from './catalog.messages';

type LabRow = typeof labs.$inferSelect;
type CareerPathRow = typeof careerPaths.$inferSelect;

export interface LabFilters {
  cloud?: string;
  level?: string;
  search?: string;
  max_token_cost?: number;
  limit?: number;
  offset?: number;
}

const price = (cents: number) => ({ price_usd: cents / 100, price_usd_cents: cents });

/** A lab's words in `language` (English where a translation is missing). */
const labWords = (lab: LabRow, language: LanguageCode) =>
  wordsIn(language, { title: lab.title, summary: lab.summary, description: lab.description, objectives: lab.objectives, steps: lab.steps }, lab.translations);

/** The environments this platform can run labs in (its driver's), so a lab says whether it can be launched. */
export type RunnableEnvironments = readonly string[];

export const labSummary = (lab: LabRow, language: LanguageCode = 'en', runnable: RunnableEnvironments = [], rating: LabRatingSummary = null) => {
  const words = labWords(lab, language);
  return {
    slug: lab.slug,
    title: words.title,
    summary: words.summary,
    cloud: lab.cloud,
    level: lab.level,
    duration_minutes: lab.durationMinutes,
    token_cost: lab.tokenCost,
    tags: lab.tags,
    environment: lab.environment,
    launchable: runnable.includes(lab.environment),
    rating,
  };
};

const careerPathWords = (path: CareerPathRow, language: LanguageCode) =>
  wordsIn(language, { title: path.title, summary: path.summary, description: path.description, outcomes: path.outcomes }, path.translations);

const careerPathSummary = (path: CareerPathRow, language: LanguageCode) => ({
  slug: path.slug,
  title: careerPathWords(path, language).title,
  summary: careerPathWords(path, language).summary,
  level: path.level,
  duration_weeks: path.durationWeeks,
  ...price(path.priceUsdCents),
  tokens_included: path.tokensIncluded,
  lab_count: path.labSlugs.length,
});

/** What a record names by slug, besides itself: the lab of an instance, the item of an order. */
export type CatalogItemKind = 'lab' | 'plan' | 'career_path' | 'token_pack';

/** The key of {@link CatalogService.namesIn}'s answer. */
export const catalogItemKey = (kind: CatalogItemKind, slug: string) => `${kind}:${slug}`;

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Labs, career and learning paths, consulting offers: read-only, seeded. */
export class CatalogService {
  /**
   * Answers of the lab list by query: the catalog only changes when it is seeded, and its ratings
   * when a learner rates a lab ({@link CatalogService.ratingsChanged}; another API process sees a
   * new rating in its lists within CATALOG_CACHE_SECONDS).
   */
  private readonly labLists: BoundedCache<string, Awaited<ReturnType<CatalogService['queryLabs']>>>;

  constructor(
    private readonly db: Db,
    cacheSeconds = 0,
    /** The environments this platform's lab driver can build now. */
    private readonly runnable: () => RunnableEnvironments = () => [],
  ) {
    this.labLists = new BoundedCache(cacheSeconds * 1000, 1000);
  }

  async listLabs(filters: LabFilters, language: LanguageCode = 'en') {
    const key = JSON.stringify([
      language,
      this.runnable(),
      filters.cloud,
      filters.level,
      filters.search?.trim().toLowerCase(),
      filters.max_token_cost,
      filters.limit,
      filters.offset,
    ]);
    const cached = this.labLists.get(key);
    if (cached) return cached;
    const answer = await this.queryLabs(filters, language);
    this.labLists.set(key, answer);
    return answer;
  }

  /** A lab's rating changed: lab lists are read again (a lab's page always is). */
  ratingsChanged(): void {
    this.labLists.deleteWhere(() => true);
  }

  private async queryLabs(filters: LabFilters, language: LanguageCode) {
    const conditions: SQL[] = [];
    if (filters.cloud) conditions.push(eq(labs.cloud, filters.cloud));
    if (filters.level) conditions.push(eq(labs.level, filters.level));
    if (filters.max_token_cost !== undefined) conditions.push(lte(labs.tokenCost, filters.max_token_cost));
    const search = filters.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      const matches = [ilike(labs.title, pattern), ilike(labs.summary, pattern), sql`${labs.tags}::text ilike ${pattern}`];
      // In Arabic or Urdu, also the words the learner reads in that language.
      if (language !== 'en') matches.push(sql`(${labs.translations} -> ${language})::text ilike ${pattern}`);
      conditions.push(or(...matches)!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(labs)
        .where(where)
        .orderBy(asc(labs.position))
        .limit(filters.limit ?? 50)
        .offset(filters.offset ?? 0),
      this.db.select({ n: count() }).from(labs).where(where),
    ]);
    const ratings = await ratingSummaries(
      this.db,
      rows.map((lab) => lab.slug),
    );
    return { count: total?.n ?? 0, results: rows.map((lab) => labSummary(lab, language, this.runnable(), ratings.get(lab.slug) ?? null)) };
  }

  /**
   * The names of catalog items in `language` (English where a translation is missing), keyed by
   * {@link catalogItemKey}: records that name an item (an order, a lab instance) show today's name
   * in the reader's language rather than the English words stored when they were made. Items no
   * longer in the catalog are absent.
   */
  async namesIn(language: LanguageCode, items: { kind: CatalogItemKind; slug: string }[]): Promise<Map<string, string>> {
    const slugsOf = (kind: CatalogItemKind) => [...new Set(items.filter((item) => item.kind === kind).map((item) => item.slug))];
    const names = new Map<string, string>();
    const read = async <Row extends { slug: string; translations: unknown }>(
      kind: CatalogItemKind,
      query: (slugs: string[]) => Promise<Row[]>,
      nameOf: (row: Row) => string,
    ) => {
      const slugs = slugsOf(kind);
      if (slugs.length === 0) return;
      for (const row of await query(slugs)) names.set(catalogItemKey(kind, row.slug), nameOf(row));
    };
    await Promise.all([
      read(
        'lab',
        (slugs) => this.db.select().from(labs).where(inArray(labs.slug, slugs)),
        (lab) => wordsIn<{ title: string }>(language, { title: lab.title }, lab.translations).title,
      ),
      read(
        'career_path',
        (slugs) => this.db.select().from(careerPaths).where(inArray(careerPaths.slug, slugs)),
        (path) => wordsIn<{ title: string }>(language, { title: path.title }, path.translations).title,
      ),
      read(
        'plan',
        (slugs) => this.db.select().from(plans).where(inArray(plans.slug, slugs)),
        (plan) => wordsIn<{ name: string }>(language, { name: plan.name }, plan.translations).name,
      ),
      read(
        'token_pack',
        (slugs) => this.db.select().from(tokenPacks).where(inArray(tokenPacks.slug, slugs)),
        (pack) => wordsIn<{ name: string }>(language, { name: pack.name }, pack.translations).name,
      ),
    ]);
    return names;
  }

  /** How many steps each of these labs has. */
  async stepCounts(slugs: string[]): Promise<Map<string, number>> {
    const unique = [...new Set(slugs)];
    if (unique.length === 0) return new Map();
    const rows = await this.db.select({ slug: labs.slug, steps: labs.steps }).from(labs).where(inArray(labs.slug, unique));
    return new Map(rows.map((row) => [row.slug, row.steps.length]));
  }

  async lab(slug: string): Promise<LabRow> {
    const [lab] = await this.db.select().from(labs).where(eq(labs.slug, slug));
    if (!lab) throw notFound(text('lab_not_found', { slug }));
    return lab;
  }

  async labDetail(slug: string, language: LanguageCode = 'en') {
    const lab = await this.lab(slug);
    const words = labWords(lab, language);
    const steps = words.steps.map((step, index) => ({
      title: step.title,
      body: step.body,
      hint_tiers: writtenTiers(lab.scripts?.steps[index]?.hints).length,
      checked: Boolean(lab.scripts?.steps[index]?.check),
    }));
    const rating = (await ratingSummaries(this.db, [lab.slug])).get(lab.slug) ?? null;
    return { ...labSummary(lab, language, this.runnable(), rating), description: words.description, objectives: words.objectives, steps };
  }

  async listCareerPaths(language: LanguageCode = 'en') {
    const rows = await this.db.select().from(careerPaths).orderBy(asc(careerPaths.position));
    return { count: rows.length, results: rows.map((path) => careerPathSummary(path, language)) };
  }

  async careerPath(slug: string): Promise<CareerPathRow> {
    const [path] = await this.db.select().from(careerPaths).where(eq(careerPaths.slug, slug));
    if (!path) throw notFound(text('career_path_not_found', { slug }));
    return path;
  }

  async careerPathDetail(slug: string, language: LanguageCode = 'en') {
    const path = await this.careerPath(slug);
    const words = careerPathWords(path, language);
    return {
      ...careerPathSummary(path, language),
      description: words.description,
      outcomes: words.outcomes,
      labs: await this.labsInOrder(path.labSlugs, language),
    };
  }

  async listLearningPaths(language: LanguageCode = 'en') {
    const rows = await this.db.select().from(learningPaths).orderBy(asc(learningPaths.position));
    const results = await Promise.all(rows.map(async (path) => this.learningPathDto(path, language)));
    return { count: results.length, results };
  }

  async learningPathDetail(slug: string, language: LanguageCode = 'en') {
    const [path] = await this.db.select().from(learningPaths).where(eq(learningPaths.slug, slug));
    if (!path) throw notFound(text('learning_path_not_found', { slug }));
    return this.learningPathDto(path, language);
  }

  async listConsulting(language: LanguageCode = 'en') {
    const rows = await this.db.select().from(consultingOffers).orderBy(asc(consultingOffers.position));
    return { count: rows.length, results: rows.map((offer) => consultingDto(offer, language)) };
  }

  async consultingDetail(slug: string, language: LanguageCode = 'en') {
    const [offer] = await this.db.select().from(consultingOffers).where(eq(consultingOffers.slug, slug));
    if (!offer) throw notFound(text('consulting_offer_not_found', { slug }));
    return consultingDto(offer, language);
  }

  private async learningPathDto(path: typeof learningPaths.$inferSelect, language: LanguageCode) {
    const words = wordsIn(language, { title: path.title, summary: path.summary }, path.translations);
    return {
      slug: path.slug,
      title: words.title,
      summary: words.summary,
      cloud: path.cloud,
      level: path.level,
      ...price(path.priceUsdCents),
      labs: await this.labsInOrder(path.labSlugs, language),
    };
  }

  /** The labs of a path, in the path's order. */
  private async labsInOrder(slugs: string[], language: LanguageCode) {
    if (slugs.length === 0) return [];
    const [rows, ratings] = await Promise.all([this.db.select().from(labs).where(inArray(labs.slug, slugs)), ratingSummaries(this.db, slugs)]);
    const bySlug = new Map(rows.map((lab) => [lab.slug, lab]));
    return slugs.flatMap((slug) => {
      const lab = bySlug.get(slug);
      return lab ? [labSummary(lab, language, this.runnable(), ratings.get(slug) ?? null)] : [];
    });
  }
}

function consultingDto(offer: typeof consultingOffers.$inferSelect, language: LanguageCode) {
  const words = wordsIn(
    language,
    { title: offer.title, summary: offer.summary, description: offer.description, deliverables: offer.deliverables },
    offer.translations,
  );
  return {
    slug: offer.slug,
    title: words.title,
    summary: words.summary,
    description: words.description,
    deliverables: words.deliverables,
    duration_weeks: offer.durationWeeks,
    price_from_usd: offer.priceFromUsdCents / 100,
    price_from_usd_cents: offer.priceFromUsdCents,
  };
}
