import { eq, sql } from 'drizzle-orm';
import { labInstances } from './instances.schema';
import { tokenLedger } from '../tokens/tokens.schema';
import { users } from '../accounts/accounts.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: SignedUp, payload?: object) => t.app.inject({ method, url, headers: who.headers, payload });
const launch = (who: SignedUp, lab_slug = 'aws-ec2-basics') => call('POST', '/labs/instances/', who, { lab_slug });
const balanceOf = async (who: SignedUp) => (await call('GET', '/tokens/balance/', who)).json().balance as number;
const setBalance = (who: SignedUp, balance: number) => t.database.db.update(users).set({ tokenBalance: balance }).where(eq(users.id, who.user.id));

describe('labs/instances/ launch', () => {
  it('spends the lab token cost atomically and goes provisioning → running with its steps and expires_at (no invented credentials)', async () => {
    const who = await signUp(t.app);
    const before = await balanceOf(who);
    const response = await launch(who);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ status: 'provisioning', provisioner: 'fake', tokens_spent: 2, lab: { slug: 'aws-ec2-basics' }, completed_at: null });
    expect(created).not.toHaveProperty('credentials');
    expect(created).not.toHaveProperty('console_url');
    expect(await balanceOf(who)).toBe(before - 2);

    await t.app.services.lifecycle.settled();
    const detail = (await call('GET', `/labs/instances/${created.id}/`, who)).json();
    expect(detail.status).toBe('running');
    expect(detail.steps).toEqual([0, 1, 2, 3].map((index) => ({ index, passed: false, message: null, checked_at: null })));
    const minutes = (Date.parse(detail.expires_at) - Date.parse(detail.started_at)) / 60000;
    expect(minutes).toBeCloseTo(45, 0);
    expect(detail.seconds_remaining).toBeGreaterThan(44 * 60);
  });

  it('a short balance is refused with 402 insufficient_tokens and a clear message, nothing spent', async () => {
    const who = await signUp(t.app);
    await setBalance(who, 1);
    const response = await launch(who, 'k8s-cka-troubleshooting');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      statusCode: 402,
      code: 'insufficient_tokens',
      message: expect.stringContaining('costs 6 tokens and your balance is 1'),
    });
    expect(await balanceOf(who)).toBe(1);
    expect((await call('GET', '/labs/instances/', who)).json().count).toBe(0);
  });

  it('answers 400 naming lab_slug, 404 for an unknown lab and 401 without a token', async () => {
    const who = await signUp(t.app);
    const bad = await call('POST', '/labs/instances/', who, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('lab_slug: is required');
    expect((await launch(who, 'no-such-lab')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/labs/instances/', payload: { lab_slug: 'aws-ec2-basics' } })).statusCode).toBe(401);
  });
});

describe('labs/instances/ list, detail, extend, stop', () => {
  it("lists the caller's instances, filtered by active or ended, and hides other users' instances (404)", async () => {
    const who = await signUp(t.app);
    const other = await signUp(t.app);
    const first = (await launch(who)).json();
    await call('POST', `/labs/instances/${first.id}/stop/`, who);
    await launch(who, 'azure-vm-fundamentals');
    expect((await call('GET', '/labs/instances/', who)).json().count).toBe(2);
    expect((await call('GET', '/labs/instances/?status=active', who)).json().results.map((i: { lab: { slug: string } }) => i.lab.slug)).toEqual([
      'azure-vm-fundamentals',
    ]);
    expect((await call('GET', '/labs/instances/?status=ended', who)).json().count).toBe(1);
    expect((await call('GET', `/labs/instances/${first.id}/`, other)).statusCode).toBe(404);
    expect((await call('GET', '/labs/instances/not-a-uuid/', who)).statusCode).toBe(400);
    expect((await call('GET', '/labs/instances/?status=zombie', who)).json().field).toBe('status');
  });

  it('extends a running instance by 30 minutes for half its cost, up to the maximum (then 409)', async () => {
    const who = await signUp(t.app);
    const created = (await launch(who)).json();
    // Running, not still provisioning: its expiry is set once its environment is up.
    await t.app.services.lifecycle.settled();
    const running = (await call('GET', `/labs/instances/${created.id}/`, who)).json();
    expect(running.status).toBe('running');
    const before = await balanceOf(who);
    const once = (await call('POST', `/labs/instances/${created.id}/extend/`, who)).json();
    expect(once.extensions).toBe(1);
    expect((Date.parse(once.expires_at) - Date.parse(running.expires_at)) / 60000).toBeCloseTo(30, 0);
    expect(await balanceOf(who)).toBe(before - once.extend_token_cost);
    expect((await call('POST', `/labs/instances/${created.id}/extend/`, who)).statusCode).toBe(200);
    const third = await call('POST', `/labs/instances/${created.id}/extend/`, who);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('max_extensions_reached');
  });

  it('a refused extend says the true reason, read from the instance as it is when extended (max, short, not running)', async () => {
    const who = await signUp(t.app);
    await setBalance(who, 100);
    const created = (await launch(who)).json();
    await t.app.services.lifecycle.settled();
    const extend = async () => {
      const response = await call('POST', `/labs/instances/${created.id}/extend/`, who);
      return response.statusCode === 200 ? 200 : `${response.statusCode} ${response.json().code}`;
    };
    // Five at once on one connection: the requests interleave, and the ones after the second extension
    // are told the maximum is reached, not that a running instance is not running.
    await setBalance(who, 100);
    expect((await Promise.all([extend(), extend(), extend(), extend(), extend()])).sort()).toEqual([
      200,
      200,
      '409 max_extensions_reached',
      '409 max_extensions_reached',
      '409 max_extensions_reached',
    ]);

    const second = (await launch(who)).json();
    await t.app.services.lifecycle.settled();
    await setBalance(who, 0);
    const short = await call('POST', `/labs/instances/${second.id}/extend/`, who);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ code: 'insufficient_tokens', message: expect.stringContaining('balance is 0') });
    await setBalance(who, 100);
    await call('POST', `/labs/instances/${second.id}/stop/`, who);
    const stopped = await call('POST', `/labs/instances/${second.id}/extend/`, who);
    expect(stopped.json()).toMatchObject({ statusCode: 409, code: 'instance_not_running' });
    expect(await balanceOf(who)).toBe(100);
  });

  it('refuses an extension with 402 when the balance is short, leaving the instance unchanged', async () => {
    const who = await signUp(t.app);
    const created = (await launch(who)).json();
    await call('GET', `/labs/instances/${created.id}/`, who);
    await setBalance(who, 0);
    const response = await call('POST', `/labs/instances/${created.id}/extend/`, who);
    expect(response.statusCode).toBe(402);
    expect((await call('GET', `/labs/instances/${created.id}/`, who)).json().extensions).toBe(0);
  });

  it('stops a running instance without refund; stopping again is 409', async () => {
    const who = await signUp(t.app);
    const created = (await launch(who)).json();
    await call('GET', `/labs/instances/${created.id}/`, who);
    const before = await balanceOf(who);
    const stopped = await call('POST', `/labs/instances/${created.id}/stop/`, who);
    expect(stopped.json()).toMatchObject({ status: 'stopped', ended_at: expect.any(String) });
    expect(await balanceOf(who)).toBe(before);
    expect((await call('POST', `/labs/instances/${created.id}/stop/`, who)).json().code).toBe('instance_not_active');
    expect((await call('POST', `/labs/instances/${created.id}/extend/`, who)).statusCode).toBe(409);
  });

  it('expires a running instance whose time is up, on the next read', async () => {
    const who = await signUp(t.app);
    const created = (await launch(who)).json();
    await call('GET', `/labs/instances/${created.id}/`, who);
    await t.database.db
      .update(labInstances)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(labInstances.id, created.id));
    const detail = (await call('GET', `/labs/instances/${created.id}/`, who)).json();
    expect(detail).toMatchObject({ status: 'expired', seconds_remaining: null });
  });
});

describe('tokens/', () => {
  it('shows the balance and a ledger of every grant and spend with its reason', async () => {
    const who = await signUp(t.app);
    const created = (await launch(who)).json();
    const ledger = (await call('GET', '/tokens/ledger/', who)).json();
    expect(ledger.results.map((entry: { reason: string; delta: number }) => [entry.reason, entry.delta])).toEqual([
      ['lab_launch', -2],
      ['signup_bonus', t.config.signupBonusTokens],
    ]);
    expect(ledger.results[0]).toMatchObject({ ref_type: 'lab_instance', ref_id: created.id, balance_after: t.config.signupBonusTokens - 2 });
    const page = (await call('GET', `/tokens/ledger/?limit=1&before=${ledger.results[0].id}`, who)).json();
    expect(page.results.map((entry: { reason: string }) => entry.reason)).toEqual(['signup_bonus']);
    const rows = await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, who.user.id));
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(await balanceOf(who));
  });

  it('lists token packs publicly and needs a token for balance and ledger', async () => {
    const packs = (await t.app.inject({ method: 'GET', url: '/tokens/packs/' })).json();
    expect(packs.count).toBeGreaterThanOrEqual(3);
    expect(packs.results[0]).toMatchObject({ slug: expect.any(String), tokens: expect.any(Number), price_usd: expect.any(Number) });
    expect((await t.app.inject({ method: 'GET', url: '/tokens/balance/' })).statusCode).toBe(401);
    // The sign-in is checked before the query: a visitor learns nothing of how it would be refused.
    expect((await t.app.inject({ method: 'GET', url: '/tokens/ledger/?limit=0' })).statusCode).toBe(401);
    expect((await call('GET', '/tokens/ledger/?limit=0', await signUp(t.app))).statusCode).toBe(400);
  });
});
