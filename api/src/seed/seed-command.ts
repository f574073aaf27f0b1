import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { labSeeds, seedCatalog } from './seed';

/** `pnpm seed`: migrates, then adds any catalog row that is missing (existing rows are kept). */
async function main() {
  const database = await openDatabase(loadConfig());
  await database.migrate();
  await seedCatalog(database.db);
  await database.close();
  console.log(`catalog seeded (${labSeeds.length} labs) on ${database.kind}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
