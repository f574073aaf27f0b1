import { eq, sql } from 'drizzle-orm';
import { labInstances } from './instances.schema';
import { tokenLedger } from '../tokens/tokens.schema';
import { users } from '../accounts/accounts.schema';
import { createTestApp, createTestDatabase, onPostgres, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

// PGlite is a single connection: every statement runs one after another, so a race that would
// overspend on a real server cannot happen there and the test would prove nothing. It runs on PostgreSQL.
const onServer = onPostgres ? describe : describe.skip;

onServer('balances never go negative under concurrency (PostgreSQL only; skipped on PGlite, which cannot race)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LAB_MAX_PER_LEARNER: '100' } });
  });
  afterAll(() => t.close());

  it('50 concurrent launches against a balance that covers 10 → exactly 10 succeed, balance 0, ledger consistent', async () => {
    const who = await signUp(t.app);
    const cost = 3; // aws-iam-least-privilege
    await t.database.db
      .update(users)
      .set({ tokenBalance: 10 * cost })
      .where(eq(users.id, who.user.id));

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

onServer('a concurrent extend that loses gets the true reason, never instance_not_running for a running instance (PostgreSQL only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Room for 20 requests each waiting in a transaction, plus the test's own.
    t = await createTestApp({ database: await createTestDatabase(40), env: { LAB_MAX_EXTENSIONS: '2' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const runningInstance = async (balance: (cost: number) => number) => {
    const who = await signUp(t.app);
    const launched = await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-iam-least-privilege' } });
    expect(launched.statusCode).toBe(201);
    await t.app.services.lifecycle.settled();
    const id = launched.json().id as string;
    const detail = await t.app.inject({ method: 'GET', url: `/labs/instances/${id}/`, headers: who.headers });
    expect(detail.json().status).toBe('running');
    const cost = detail.json().extend_token_cost as number;
    await t.database.db
      .update(users)
      .set({ tokenBalance: balance(cost) })
      .where(eq(users.id, who.user.id));
    return { who, id, cost };
  };

  /**
   * 20 extends that all start together: the instance's row is held locked until every one of them
   * waits on it, so all have read "running, 0 extensions" before any decides (what real clients hitting
   * at once do; without the lock the requests of one process would mostly run one after another).
   */
  const extendTwenty = async (who: SignedUp, id: string) => {
    let answers: Promise<(200 | string)[]> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from lab_instances where id = ${id} for update`);
      answers = Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await t.app.inject({ method: 'POST', url: `/labs/instances/${id}/extend/`, headers: who.headers });
          return response.statusCode === 200 ? 200 : `${response.statusCode} ${response.json().code}`;
        }),
      );
      // Counted from another connection: inside a transaction pg_stat_activity is a snapshot.
      for (let waited = 0; waited < 10_000; waited += 20) {
        const waiting = await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n >= 20) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    return answers!;
  };

  it('20 concurrent extends with tokens for all → 2 extended, 18 answered 409 max_extensions_reached', async () => {
    const { who, id, cost } = await runningInstance(() => 100);
    const answers = await extendTwenty(who, id);
    expect(answers.filter((answer) => answer === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer !== 200)).toEqual(Array.from({ length: 18 }, () => '409 max_extensions_reached'));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, who.user.id));
    expect(user!.tokenBalance).toBe(100 - 2 * cost);
    const [instance] = await t.database.db.select().from(labInstances).where(eq(labInstances.id, id));
    expect(instance).toMatchObject({ status: 'running', extensions: 2 });
  });

  it('20 concurrent extends with tokens for one → 1 extended, 19 answered 402 insufficient_tokens', async () => {
    const { who, id } = await runningInstance((cost) => cost);
    const answers = await extendTwenty(who, id);
    expect(answers.filter((answer) => answer === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer !== 200)).toEqual(Array.from({ length: 19 }, () => '402 insufficient_tokens'));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, who.user.id));
    expect(user!.tokenBalance).toBe(0);
  });
});
