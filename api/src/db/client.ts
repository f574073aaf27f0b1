import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

/** The query interface the services use; the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db` (what `db.transaction` hands its callback): the seed writes in one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database: embedded PGlite or a PostgreSQL pool. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

export interface PgliteOptions {
  /** A folder to keep the data in; omitted: in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (the tests' prepared database). */
  loadDataDir?: Blob;
}

/** Opens embedded PostgreSQL. Drizzle's own PGlite driver: PGlite's pg adapter breaks on pg's type options. */
export async function openPglite(options: PgliteOptions = {}): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema });
  return {
    client,
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** The advisory lock migrations hold, so that processes started together migrate once, one after another. */
const MIGRATIONS_LOCK = 'ilm-cloud migrations';

export function openPostgres(url: string, poolSize = 10): Database & { pool: Pool } {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    pool,
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATIONS_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, else PGlite kept in `<dataDir>/pglite`. */
export async function openDatabase(settings: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (settings.databaseUrl) return openPostgres(settings.databaseUrl);
  return openPglite({ dataDir: path.join(settings.dataDir, 'pglite') });
}
