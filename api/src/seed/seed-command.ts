import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { labSeeds } from '../modules/catalog/seed/catalog-seed';
import { seedDatabase } from './seed';

/** `pnpm seed`: migrates, then adds any catalog row that is missing (existing rows are kept). */
async function main() {
  const database = await openDatabase(loadConfig());
  await database.migrate();
  await seedDatabase(database.db);
  await database.close();
  console.log(`database seeded (${labSeeds.length} labs) on ${database.kind}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
