import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { careerPaths, consultingOffers, currencyRates, labs, learningPaths, plans, tokenPacks } from '../db/schema';
import { careerPathSeeds, learningPathSeeds } from './paths-data';
import { consultingSeeds, currencyRateSeeds, planSeeds, tokenPackSeeds } from './commerce-data';
import { awsAzureLabs } from './labs-aws-azure';
import { gcpKubernetesLabs } from './labs-gcp-k8s';
import { securityAiLabs } from './labs-security-ai';

export const labSeeds = [...awsAzureLabs, ...gcpKubernetesLabs, ...securityAiLabs];

/** Inserts the catalog in `position` order; rows that already exist (same key) are left as they are. */
async function insertAll(db: Db, table: PgTable, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  await db
    .insert(table)
    .values(rows.map((row, position) => ({ position, ...row })))
    .onConflictDoNothing();
}

/** The realistic catalog: labs, paths, consulting offers, plans, token packs and currency rates. */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await insertAll(tx, labs, labSeeds);
    await insertAll(tx, careerPaths, careerPathSeeds);
    await insertAll(tx, learningPaths, learningPathSeeds);
    await insertAll(tx, consultingOffers, consultingSeeds);
    await insertAll(tx, plans, planSeeds);
    await insertAll(tx, tokenPacks, tokenPackSeeds);
    // currency_rates has no position column.
    await tx.insert(currencyRates).values(currencyRateSeeds).onConflictDoNothing();
  });
}

/** Whether the catalog has never been seeded (what `serve` checks on start). */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(labs);
  return (row?.n ?? 0) === 0;
}

