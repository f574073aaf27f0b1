import { rmSync } from 'node:fs';
import path from 'node:path';
import { adminQuery, PGLITE_DUMP_ENV, TEMPLATE_DB_ENV } from './template-database';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_DB_ENV];
  if (template && process.env.DATABASE_URL) {
    await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const dump = process.env[PGLITE_DUMP_ENV];
  if (dump) rmSync(path.dirname(dump), { recursive: true, force: true });
}
