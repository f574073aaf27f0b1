import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './seed/seed';

/** `pnpm serve`: migrate, bring the catalog up to the repository's content (labs are folders in api/labs), listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  await seedDatabase(database.db);

  const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });
  app.addHook('onClose', () => database.close());
  app.log.info(`database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Baari's index is built now rather than on the first question (tests build it when they ask).
  app.services.baari
    .refresh()
    .catch((error: unknown) => app.log.warn(`Baari's index is not built yet: ${error instanceof Error ? error.message : String(error)}`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
