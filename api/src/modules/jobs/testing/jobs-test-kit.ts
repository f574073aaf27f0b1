import { randomUUID } from 'node:crypto';
import { labCompletions } from '../../labs/instances.schema';
import type { TestApp } from '../../../testing/test-app';

/** Records labs as completed, as the lab checks do once every step of an instance passed. */
export async function completeLabs(app: TestApp, userId: string, slugs: string[]) {
  if (slugs.length) await app.database.db.insert(labCompletions).values(slugs.map((labSlug) => ({ userId, labSlug, instanceId: randomUUID() })));
}
