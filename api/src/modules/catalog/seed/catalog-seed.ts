import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { careerPaths, consultingOffers, currencyRates, labs, learningPaths, plans, tokenPacks } from '../catalog.schema';
import { careerPathSeeds, learningPathSeeds } from './paths-data';
import { consultingSeeds, currencyRateSeeds, planSeeds, tokenPackSeeds } from './commerce-data';
import { awsAzureLabs } from './labs-aws-azure';
import { gcpKubernetesLabs } from './labs-gcp-k8s';
import { securityAiLabs } from './labs-security-ai';
import { consultingTranslations, planTranslations, tokenPackTranslations } from './translations/commerce';
import { careerPathTranslations, learningPathTranslations } from './translations/paths';

import { loadLabs } from '../../labs/content/load-labs';
import { seedTestPaths, wantsTestPaths } from './test-paths';

/** The labs that run for real (api/labs/, first in the catalog), then the labs that need a cloud. */
export const labSeeds = [...loadLabs(), ...awsAzureLabs, ...gcpKubernetesLabs, ...securityAiLabs];

/** Seed rows with their Arabic and Urdu words (seed/translations), by slug; none: English only. */
const withTranslations = <Row extends { slug: string }>(rows: Row[], translations: Record<string, object>) =>
  rows.map((row) => ({ ...row, translations: translations[row.slug] ?? {} }));

type CatalogTable = PgTable & { slug: AnyPgColumn; translations: AnyPgColumn };

/**
 * Inserts the catalog in `position` order; rows that already exist (same slug) keep their English
 * words and numbers, and take the seed's translations (so an older database gains new languages).
 */
async function insertAll(db: Db | Tx, table: CatalogTable, rows: Record<string, unknown>[], alsoUpdate: Record<string, SQL> = {}) {
  if (rows.length === 0) return;
  await db
    .insert(table)
    .values(rows.map((row, position) => ({ position, ...row })))
    .onConflictDoUpdate({ target: table.slug, set: { translations: sql`excluded.translations`, ...alsoUpdate } });
}

/** The realistic catalog: labs, paths, consulting offers, plans, token packs and currency rates (the catalog module's seed). */
export async function seedCatalog(tx: Db | Tx): Promise<void> {
  // A lab's content is its folder (or its seed): words, steps, scripts and where it runs follow it.
  await insertAll(tx, labs, labSeeds, {
    title: sql`excluded.title`,
    summary: sql`excluded.summary`,
    description: sql`excluded.description`,
    cloud: sql`excluded.cloud`,
    level: sql`excluded.level`,
    durationMinutes: sql`excluded.duration_minutes`,
    tokenCost: sql`excluded.token_cost`,
    objectives: sql`excluded.objectives`,
    steps: sql`excluded.steps`,
    tags: sql`excluded.tags`,
    environment: sql`excluded.environment`,
    scripts: sql`excluded.scripts`,
    position: sql`excluded.position`,
  });
  await insertAll(tx, careerPaths, withTranslations(careerPathSeeds, careerPathTranslations));
  await insertAll(tx, learningPaths, withTranslations(learningPathSeeds, learningPathTranslations));
  await insertAll(tx, consultingOffers, withTranslations(consultingSeeds, consultingTranslations));
  // A plan's features are what is sold: a database seeded earlier takes the current list, never keeps a promise the platform dropped.
  await insertAll(tx, plans, withTranslations(planSeeds, planTranslations), { features: sql`excluded.features` });
  await insertAll(tx, tokenPacks, withTranslations(tokenPackSeeds, tokenPackTranslations));
  // currency_rates has no position column.
  await tx.insert(currencyRates).values(currencyRateSeeds).onConflictDoNothing();
  if (wantsTestPaths()) await seedTestPaths(tx);
}
