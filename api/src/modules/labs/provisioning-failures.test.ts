import { eq, sql } from 'drizzle-orm';
import { labInstances } from '../../db/schema';
import { createTestApp, createTestDatabase, signUp } from '../../testing/test-app';
import type { Database } from '../../db/client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('lab lifecycle edge cases', () => {
  it('issue rule: a failed provisioning ends as failed and refunds the tokens', async () => {
    const t = await createTestApp({ database, env: { PROVISION_FAILURE_RATE: '1' } });
    try {
      const who = await signUp(t.app);
      const before = (await t.app.inject({ method: 'GET', url: '/tokens/balance/', headers: who.headers })).json().balance;
      const created = (await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'gcp-cloud-run-service' } })).json();
      const detail = (await t.app.inject({ method: 'GET', url: `/labs/instances/${created.id}/`, headers: who.headers })).json();
      expect(detail).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('refunded'), credentials: null });
      expect((await t.app.inject({ method: 'GET', url: '/tokens/balance/', headers: who.headers })).json().balance).toBe(before);
      const ledger = (await t.app.inject({ method: 'GET', url: '/tokens/ledger/', headers: who.headers })).json();
      expect(ledger.results[0]).toMatchObject({ reason: 'lab_refund', delta: 2, ref_id: created.id });
    } finally {
      await t.close();
    }
  });

  it('refunds an instance stopped while still provisioning', async () => {
    const t = await createTestApp({ database, env: { PROVISION_SECONDS: '600' } });
    try {
      const who = await signUp(t.app);
      const created = (await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-ec2-basics' } })).json();
      expect(created.status).toBe('provisioning');
      expect(Date.parse(created.ready_at)).toBeGreaterThan(Date.now() + 500_000);
      const stopped = (await t.app.inject({ method: 'POST', url: `/labs/instances/${created.id}/stop/`, headers: who.headers })).json();
      expect(stopped.status).toBe('stopped');
      expect((await t.app.inject({ method: 'GET', url: '/tokens/balance/', headers: who.headers })).json().balance).toBe(t.config.signupBonusTokens);
    } finally {
      await t.close();
    }
  });

  it('issue rule: expiry happens on time across a restart (the sweeper catches up on start, without any read)', async () => {
    const first = await createTestApp({ database });
    const who = await signUp(first.app);
    const created = (await first.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-ec2-basics' } })).json();
    await first.app.inject({ method: 'GET', url: `/labs/instances/${created.id}/`, headers: who.headers });
    await first.close();

    // While the server is down the instance's time runs out.
    await database.db.update(labInstances).set({ expiresAt: sql`now() - interval '5 minutes'` }).where(eq(labInstances.id, created.id));

    const restarted = await createTestApp({ database, env: { LAB_SWEEP_INTERVAL_MS: '50' } });
    try {
      let status = '';
      for (let i = 0; i < 200 && status !== 'expired'; i += 1) {
        const [row] = await database.db.select().from(labInstances).where(eq(labInstances.id, created.id));
        status = row!.status;
        if (status !== 'expired') await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe('expired');
      const [row] = await database.db.select().from(labInstances).where(eq(labInstances.id, created.id));
      // It ended when its time ran out, not when the server came back.
      expect(row!.endedAt!.getTime()).toBe(row!.expiresAt!.getTime());
    } finally {
      await restarted.close();
    }
  });
});

describe('a provisioner that cannot start', () => {
  it('ends the instance as failed and refunds at once', async () => {
    const broken = {
      name: 'broken',
      begin: async () => {
        throw new Error('cluster unreachable');
      },
      finish: async () => ({ ok: false as const, reason: 'unused' }),
      release: async () => undefined,
    };
    const t = await createTestApp({ database, provisioner: broken });
    try {
      const who = await signUp(t.app);
      const response = await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-ec2-basics' } });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('refunded') });
      expect((await t.app.inject({ method: 'GET', url: '/tokens/balance/', headers: who.headers })).json().balance).toBe(t.config.signupBonusTokens);
    } finally {
      await t.close();
    }
  });
});
