import { and, asc, count, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPaths, consultingOffers, labs, learningPaths } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { BoundedCache } from '../../lib/bounded-cache';

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

export const labSummary = (lab: LabRow) => ({
  slug: lab.slug,
  title: lab.title,
  summary: lab.summary,
  cloud: lab.cloud,
  level: lab.level,
  duration_minutes: lab.durationMinutes,
  token_cost: lab.tokenCost,
  tags: lab.tags,
});

const careerPathSummary = (path: CareerPathRow) => ({
  slug: path.slug,
  title: path.title,
  summary: path.summary,
  level: path.level,
  duration_weeks: path.durationWeeks,
  ...price(path.priceUsdCents),
  tokens_included: path.tokensIncluded,
  lab_count: path.labSlugs.length,
});

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Labs, career and learning paths, consulting offers: read-only, seeded. */
export class CatalogService {
  /** Answers of the lab list by query: the catalog only changes when it is seeded. */
  private readonly labLists: BoundedCache<string, Awaited<ReturnType<CatalogService['queryLabs']>>>;

  constructor(
    private readonly db: Db,
    cacheSeconds = 0,
  ) {
    this.labLists = new BoundedCache(cacheSeconds * 1000, 1000);
  }

  async listLabs(filters: LabFilters) {
    const key = JSON.stringify([filters.cloud, filters.level, filters.search?.trim().toLowerCase(), filters.max_token_cost, filters.limit, filters.offset]);
    const cached = this.labLists.get(key);
    if (cached) return cached;
    const answer = await this.queryLabs(filters);
    this.labLists.set(key, answer);
    return answer;
  }

  private async queryLabs(filters: LabFilters) {
    const conditions: SQL[] = [];
    if (filters.cloud) conditions.push(eq(labs.cloud, filters.cloud));
    if (filters.level) conditions.push(eq(labs.level, filters.level));
    if (filters.max_token_cost !== undefined) conditions.push(lte(labs.tokenCost, filters.max_token_cost));
    const search = filters.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      conditions.push(or(ilike(labs.title, pattern), ilike(labs.summary, pattern), sql`${labs.tags}::text ilike ${pattern}`)!);
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
    return { count: total?.n ?? 0, results: rows.map(labSummary) };
  }

  async lab(slug: string): Promise<LabRow> {
    const [lab] = await this.db.select().from(labs).where(eq(labs.slug, slug));
    if (!lab) throw new ApiError(404, 'not_found', `Lab "${slug}" was not found.`);
    return lab;
  }

  async labDetail(slug: string) {
    const lab = await this.lab(slug);
    return { ...labSummary(lab), description: lab.description, objectives: lab.objectives, steps: lab.steps };
  }

  async listCareerPaths() {
    const rows = await this.db.select().from(careerPaths).orderBy(asc(careerPaths.position));
    return { count: rows.length, results: rows.map(careerPathSummary) };
  }

  async careerPath(slug: string): Promise<CareerPathRow> {
    const [path] = await this.db.select().from(careerPaths).where(eq(careerPaths.slug, slug));
    if (!path) throw new ApiError(404, 'not_found', `Career path "${slug}" was not found.`);
    return path;
  }

  async careerPathDetail(slug: string) {
    const path = await this.careerPath(slug);
    return { ...careerPathSummary(path), description: path.description, outcomes: path.outcomes, labs: await this.labsInOrder(path.labSlugs) };
  }

  async listLearningPaths() {
    const rows = await this.db.select().from(learningPaths).orderBy(asc(learningPaths.position));
    const results = await Promise.all(rows.map(async (path) => this.learningPathDto(path)));
    return { count: results.length, results };
  }

  async learningPathDetail(slug: string) {
    const [path] = await this.db.select().from(learningPaths).where(eq(learningPaths.slug, slug));
    if (!path) throw new ApiError(404, 'not_found', `Learning path "${slug}" was not found.`);
    return this.learningPathDto(path);
  }

  async listConsulting() {
    const rows = await this.db.select().from(consultingOffers).orderBy(asc(consultingOffers.position));
    return { count: rows.length, results: rows.map(consultingDto) };
  }

  async consultingDetail(slug: string) {
    const [offer] = await this.db.select().from(consultingOffers).where(eq(consultingOffers.slug, slug));
    if (!offer) throw new ApiError(404, 'not_found', `Consulting offer "${slug}" was not found.`);
    return consultingDto(offer);
  }

  private async learningPathDto(path: typeof learningPaths.$inferSelect) {
    return {
      slug: path.slug,
      title: path.title,
      summary: path.summary,
      cloud: path.cloud,
      level: path.level,
      ...price(path.priceUsdCents),
      labs: await this.labsInOrder(path.labSlugs),
    };
  }

  /** The labs of a path, in the path's order. */
  private async labsInOrder(slugs: string[]) {
    if (slugs.length === 0) return [];
    const rows = await this.db.select().from(labs).where(inArray(labs.slug, slugs));
    const bySlug = new Map(rows.map((lab) => [lab.slug, lab]));
    return slugs.flatMap((slug) => {
      const lab = bySlug.get(slug);
      return lab ? [labSummary(lab)] : [];
    });
  }
}

function consultingDto(offer: typeof consultingOffers.$inferSelect) {
  return {
    slug: offer.slug,
    title: offer.title,
    summary: offer.summary,
    description: offer.description,
    deliverables: offer.deliverables,
    duration_weeks: offer.durationWeeks,
    price_from_usd: offer.priceFromUsdCents / 100,
    price_from_usd_cents: offer.priceFromUsdCents,
  };
}
