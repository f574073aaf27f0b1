import { loadConfig } from '../config';
import { openDatabase } from './client';

/**
 * `pnpm migrate`: applies the committed migrations, as a one-off step before a fleet's processes
 * start (each start migrates too, under an advisory lock, so that is optional).
 */
async function main() {
  const database = await openDatabase(loadConfig());
  await database.migrate();
  await database.close();
  console.log(`migrations applied (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
