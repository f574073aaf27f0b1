import { eq, sql } from 'drizzle-orm';
import { labInstances } from './instances.schema';
import { FakeDriver } from './testing/fake-driver';
import { createTestApp, createTestDatabase, signUp } from '../../testing/test-app';
import type { Database } from '../../db/client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('lab lifecycle edge cases', () => {
  it('a failed provisioning ends as failed and refunds the tokens', async () => {
    const t = await createTestApp({ database, driver: new FakeDriver({ failBuilds: true }) });
    try {
      const who = await signUp(t.app);
      const before = (await t.app.inject({ method: 'GET', url: '/tokens/balance/', headers: who.headers })).json().balance;
      const created = (
        await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'gcp-cloud-run-service' } })
      ).json();
      await t.app.services.lifecycle.settled();
      const detail = (await t.app.inject({ method: 'GET', url: `/labs/instances/${created.id}/`, headers: who.headers })).json();
      expect(detail).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('refunded') });
      const inUrdu = (
        await t.app.inject({ method: 'GET', url: `/labs/instances/${created.id}/`, headers: { ...who.headers, 'accept-language': 'ur' } })
      ).json();
      expect(inUrdu.failure_reason).toBe('لیب کا ماحول شروع نہیں ہو سکا۔ آپ کے ٹوکن واپس کر دیے گئے؛ براہِ کرم دوبارہ کوشش کریں۔');
      expect((await t.app.inject({ method: 'GET', url: '/tokens/balance/', headers: who.headers })).json().balance).toBe(before);
      const ledger = (await t.app.inject({ method: 'GET', url: '/tokens/ledger/', headers: who.headers })).json();
      expect(ledger.results[0]).toMatchObject({ reason: 'lab_refund', delta: 2, ref_id: created.id });
    } finally {
      await t.close();
    }
  });

  it('refunds an instance stopped while still provisioning', async () => {
    const driver = new FakeDriver({ buildMs: 1_000 });
    const t = await createTestApp({ database, driver });
    try {
      const who = await signUp(t.app);
      const created = (await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-ec2-basics' } })).json();
      expect(created.status).toBe('provisioning');
      expect(Date.parse(created.ready_at)).toBeGreaterThan(Date.now());
      const stopped = (await t.app.inject({ method: 'POST', url: `/labs/instances/${created.id}/stop/`, headers: who.headers })).json();
      expect(stopped.status).toBe('stopped');
      expect((await t.app.inject({ method: 'GET', url: '/tokens/balance/', headers: who.headers })).json().balance).toBe(t.config.signupBonusTokens);
      // The build finishing after the stop does not bring it back: its environment is removed.
      await t.app.services.lifecycle.settled();
      expect((await t.app.inject({ method: 'GET', url: `/labs/instances/${created.id}/`, headers: who.headers })).json().status).toBe('stopped');
      expect(driver.built.has(created.id)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('expiry happens on time across a restart (the sweeper catches up on start, without any read)', async () => {
    const first = await createTestApp({ database });
    const who = await signUp(first.app);
    const created = (await first.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-ec2-basics' } })).json();
    await first.app.inject({ method: 'GET', url: `/labs/instances/${created.id}/`, headers: who.headers });
    await first.close();

    // While the server is down the instance's time runs out.
    await database.db
      .update(labInstances)
      .set({ expiresAt: sql`now() - interval '5 minutes'` })
      .where(eq(labInstances.id, created.id));

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

describe('the environments on start (reconcile)', () => {
  it('removes an environment no active instance owns, rebuilds a running instance whose environment is gone, and starts again a build a restart cut short', async () => {
    const first = await createTestApp({ database });
    const who = await signUp(first.app);
    const running = (await first.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-ec2-basics' } })).json();
    await first.app.services.lifecycle.settled();
    const cut = (
      await first.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-s3-static-website' } })
    ).json();
    await first.app.services.lifecycle.settled();
    await database.db.update(labInstances).set({ status: 'provisioning', startedAt: null, expiresAt: null }).where(eq(labInstances.id, cut.id));
    await first.close();

    const driver = new FakeDriver();
    driver.built.add('00000000-0000-4000-8000-0000000000aa'); // an orphan left by a crash
    const restarted = await createTestApp({ database, driver });
    try {
      expect(driver.destroyed).toContain('00000000-0000-4000-8000-0000000000aa');
      expect(driver.built.has(running.id)).toBe(true); // rebuilt: the fake had lost it
      await restarted.app.inject({ method: 'GET', url: '/labs/instances/', headers: who.headers });
      await restarted.app.services.lifecycle.settled();
      const after = (await restarted.app.inject({ method: 'GET', url: `/labs/instances/${cut.id}/`, headers: who.headers })).json();
      expect(after.status).toBe('running');
    } finally {
      await restarted.close();
    }
  });
});

describe('a driver that cannot build', () => {
  it('ends the instance as failed and refunds', async () => {
    const t = await createTestApp({ database, driver: new FakeDriver({ failBuilds: true }) });
    try {
      const who = await signUp(t.app);
      const response = await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-ec2-basics' } });
      expect(response.statusCode).toBe(201);
      await t.app.services.lifecycle.settled();
      const detail = (await t.app.inject({ method: 'GET', url: `/labs/instances/${response.json().id}/`, headers: who.headers })).json();
      expect(detail).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('refunded') });
      expect((await t.app.inject({ method: 'GET', url: '/tokens/balance/', headers: who.headers })).json().balance).toBe(t.config.signupBonusTokens);
    } finally {
      await t.close();
    }
  });
});
