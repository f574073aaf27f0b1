import type { Db } from '../db/client';
import { modules } from '../modules';

/**
 * Adds every module's seed rows that are missing (the catalog, then Ilm Cloud's openings and
 * internships…), in module order and in one transaction: a failed seed leaves the database as it was.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const module of modules) if (module.seed) await module.seed(tx);
  });
}
