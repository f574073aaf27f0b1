import { count, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { careerPaths, consultingOffers, currencyRates, labs, learningPaths, plans, tokenPacks } from '../db/schema';
import { careerPathSeeds, learningPathSeeds } from './paths-data';
import { consultingSeeds, currencyRateSeeds, planSeeds, tokenPackSeeds } from './commerce-data';
import { awsAzureLabs } from './labs-aws-azure';
import { gcpKubernetesLabs } from './labs-gcp-k8s';
import { securityAiLabs } from './labs-security-ai';
import { consultingTranslations, planTranslations, tokenPackTranslations } from './translations/commerce';
import { careerPathTranslations, learningPathTranslations } from './translations/paths';

export const labSeeds = [...awsAzureLabs, ...gcpKubernetesLabs, ...securityAiLabs];

/** Seed rows with their Arabic and Urdu words (seed/translations), by slug; none: English only. */
const withTranslations = <Row extends { slug: string }>(rows: Row[], translations: Record<string, object>) =>
  rows.map((row) => ({ ...row, translations: translations[row.slug] ?? {} }));

type CatalogTable = PgTable & { slug: AnyPgColumn; translations: AnyPgColumn };

/**
 * Inserts the catalog in `position` order; rows that already exist (same slug) keep their English
 * words and numbers, and take the seed's translations (so an older database gains new languages).
 */
async function insertAll(db: Db, table: CatalogTable, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  await db
    .insert(table)
    .values(rows.map((row, position) => ({ position, ...row })))
    .onConflictDoUpdate({ target: table.slug, set: { translations: sql`excluded.translations` } });
}

/** The realistic catalog: labs, paths, consulting offers, plans, token packs and currency rates. */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await insertAll(tx, labs, labSeeds);
    await insertAll(tx, careerPaths, withTranslations(careerPathSeeds, careerPathTranslations));
    await insertAll(tx, learningPaths, withTranslations(learningPathSeeds, learningPathTranslations));
    await insertAll(tx, consultingOffers, withTranslations(consultingSeeds, consultingTranslations));
    await insertAll(tx, plans, withTranslations(planSeeds, planTranslations));
    await insertAll(tx, tokenPacks, withTranslations(tokenPackSeeds, tokenPackTranslations));
    // currency_rates has no position column.
    await tx.insert(currencyRates).values(currencyRateSeeds).onConflictDoNothing();
  });
}

/** Whether the catalog has never been seeded. */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(labs);
  return (row?.n ?? 0) === 0;
}

/**
 * Whether `serve` must seed on start: the catalog is empty, or it was seeded before it had words
 * in Arabic and Urdu (a seeded row whose translations are still empty), so a database made by an
 * older version gains the languages on its next start.
 */
export async function catalogNeedsSeed(db: Db): Promise<boolean> {
  if (await isCatalogEmpty(db)) return true;
  const untranslated = await Promise.all(
    [labs, careerPaths, learningPaths, consultingOffers, plans, tokenPacks].map(async (table) => {
      const [row] = await db.select({ n: count() }).from(table).where(sql`${table.translations} = '{}'::jsonb`);
      return row?.n ?? 0;
    }),
  );
  return untranslated.some((n) => n > 0);
}

