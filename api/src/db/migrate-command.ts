import { loadConfig } from '../config';
import { openDatabase } from './client';

/** `pnpm migrate`: applies the committed migrations (serve does this too). */
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
