import { PGLITE_DUMP_ENV, preparePgliteDump, preparePostgresTemplate, TEMPLATE_DB_ENV } from './template-database';

// Runs once before all test files; the workers inherit the environment variable set here.
export default async function globalSetup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) process.env[TEMPLATE_DB_ENV] = await preparePostgresTemplate(databaseUrl);
  else process.env[PGLITE_DUMP_ENV] = await preparePgliteDump();
}
