import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { seedDatabase } from '../seed/seed';

/** Where the prepared (migrated + seeded) database is: handed from global setup to every test file. */
export const TEMPLATE_DB_ENV = 'ILM_TEST_TEMPLATE_DB';
export const PGLITE_DUMP_ENV = 'ILM_TEST_PGLITE_DUMP';

/** `url` with its database name replaced. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server of DATABASE_URL (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PostgreSQL: a migrated, seeded database that each test file copies with CREATE DATABASE … TEMPLATE. */
export async function preparePostgresTemplate(databaseUrl: string): Promise<string> {
  const name = `ilm_tpl_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  const database = openPostgres(withDatabase(databaseUrl, name), 2);
  try {
    await database.migrate();
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  return name;
}

/** PGlite: migrate and seed once, then dump the data folder; each test file loads the dump (~0.6 s). */
export async function preparePgliteDump(): Promise<string> {
  const database = await openPglite();
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const dump = await database.client.dumpDataDir('none');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ilm-api-test-')), 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}
