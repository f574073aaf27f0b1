import { eq } from 'drizzle-orm';
import { labInstances, tokenLedger, users } from '../../db/schema';
import { createTestApp, onPostgres, signUp, type TestApp } from '../../testing/test-app';

// PGlite is a single connection: every statement runs one after another, so a race that would
// overspend on a real server cannot happen there and the test would prove nothing. It runs on PostgreSQL.
const onServer = onPostgres ? describe : describe.skip;

onServer('issue rule: balances never go negative under concurrency (PostgreSQL only; skipped on PGlite, which cannot race)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LAB_MAX_PER_LEARNER: '100' } });
  });
  afterAll(() => t.close());

  it('50 concurrent launches against a balance that covers 10 → exactly 10 succeed, balance 0, ledger consistent', async () => {
    const who = await signUp(t.app);
    const cost = 3; // aws-iam-least-privilege
    await t.database.db.update(users).set({ tokenBalance: 10 * cost }).where(eq(users.id, who.user.id));

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-iam-least-privilege' } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(40);

    const [user] = await t.database.db.select().from(users).where(eq(users.id, who.user.id));
    expect(user!.tokenBalance).toBe(0);
    const instances = await t.database.db.select().from(labInstances).where(eq(labInstances.userId, who.user.id));
    expect(instances).toHaveLength(10);
    const ledger = await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, who.user.id));
    const launches = ledger.filter((entry) => entry.reason === 'lab_launch');
    expect(launches).toHaveLength(10);
    expect(launches.every((entry) => entry.delta === -cost)).toBe(true);
    // Each spend left a distinct balance: 27, 24, …, 0.
    expect(launches.map((entry) => entry.balanceAfter).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i * cost));
    expect(new Set(launches.map((entry) => entry.refId))).toEqual(new Set(instances.map((instance) => instance.id)));
  });
});
