import { randomBytes } from 'node:crypto';
import { openPostgres } from './client';
import { onPostgres } from '../testing/test-app';
import { adminQuery, withDatabase } from '../testing/template-database';

const onServer = onPostgres ? describe : describe.skip;

onServer('migrations on a shared PostgreSQL server', () => {
  it('three processes started together on an empty database migrate once: each succeeds and every migration is applied once', async () => {
    const databaseUrl = process.env.DATABASE_URL!;
    const name = `ilm_migrate_${randomBytes(5).toString('hex')}`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
    const processes = [1, 2, 3].map(() => openPostgres(withDatabase(databaseUrl, name), 2));
    try {
      const outcomes = await Promise.allSettled(processes.map((database) => database.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const { rows } = await processes[0]!.pool.query('SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash');
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.filter((row: { n: number }) => row.n !== 1)).toEqual([]);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
