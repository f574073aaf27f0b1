import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

const TABLES = ['labs', 'career_paths', 'learning_paths', 'plans', 'token_packs', 'consulting_offers'] as const;

/**
 * One hash of every catalog row: it changes when a row is added, removed or edited. The catalog
 * is a few hundred rows, so hashing them in the database costs milliseconds and sends back one value,
 * where reading them to compare would send the whole catalog.
 */
export async function catalogFingerprint(db: Db): Promise<string> {
  const parts = TABLES.map((table) => sql`coalesce((select string_agg(md5(t::text), '' order by t.slug) from ${sql.identifier(table)} t), '')`);
  const result = (await db.execute(sql`select md5(concat_ws('|', ${sql.join(parts, sql`, `)})) as fingerprint`)) as unknown as {
    rows: { fingerprint: string }[];
  };
  return result.rows[0]?.fingerprint ?? '';
}
