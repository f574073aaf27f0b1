import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { labCompletions, labInstances } from './instances.schema';
import { loadLabs } from './content/load-labs';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

// The API with its real driver, the local sandbox: a learner launches a lab, checks a step and reads
// why it is not done, does it, passes every step, and the lab is recorded as completed.
const lab = loadLabs().find((candidate) => candidate.environment === 'sandbox')!;
const labsDir = mkdtempSync(path.join(tmpdir(), 'ilm-real-lab-'));
let t: TestApp;

beforeAll(async () => {
  // `driver: undefined` keeps the platform's own driver (createTestApp brings a fake one otherwise).
  t = await createTestApp({ driver: undefined, env: { LAB_DATA_DIR: labsDir, LAB_UID_BASE: '230000' } });
});
afterAll(async () => {
  for (const id of await t.app.services.driver.list()) await t.app.services.driver.destroy(id);
  await t.close();
  rmSync(labsDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, who: SignedUp, language = 'en') =>
  t.app.inject({ method, url, headers: { ...who.headers, 'accept-language': language } });

describe('a real lab through the API', () => {
  it('is launchable, builds a sandbox, says in Urdu why a step is not done, and is completed once every step passes', async () => {
    const listed = (await t.app.inject({ method: 'GET', url: `/catalog/labs/${lab.slug}/` })).json();
    expect(listed).toMatchObject({ environment: 'sandbox', launchable: true });
    expect(listed.steps.every((step: { checked: boolean }) => step.checked)).toBe(true);

    const who = await signUp(t.app);
    const created = (await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: lab.slug } })).json();
    expect(created.status).toBe('provisioning');
    await t.app.services.lifecycle.settled();
    const running = (await call('GET', `/labs/instances/${created.id}/`, who)).json();
    expect(running).toMatchObject({ status: 'running', provisioner: 'local-sandbox', completed_at: null });
    expect(await t.app.services.driver.alive(created.id)).toBe(true);

    const first = (await call('POST', `/labs/instances/${created.id}/steps/0/check/`, who, 'ur')).json();
    expect(first).toMatchObject({ step: { index: 0, passed: false }, completed_at: null });
    expect(first.step.message).toMatch(/[\u0600-\u06FF]/);

    // A second failed check opens the step's solution, given on the learner's explicit request.
    await call('POST', `/labs/instances/${created.id}/steps/0/check/`, who);
    const help = await t.app.inject({
      method: 'POST',
      url: `/labs/instances/${created.id}/solution/`,
      headers: who.headers,
      payload: { step_index: 0, confirm: true },
    });
    expect(help.json().solution).toBe(lab.scripts!.steps[0]!.solution!.trim());

    let completedAt: string | null = null;
    for (const [index, step] of lab.scripts!.steps.entries()) {
      // What the learner types in the terminal.
      await t.app.services.driver.exec(created.id, step.solution!, { timeoutMs: 30_000 });
      const checked = (await call('POST', `/labs/instances/${created.id}/steps/${index}/check/`, who)).json();
      expect(checked.step).toMatchObject({ index, passed: true, message: null });
      completedAt = checked.completed_at;
    }
    expect(completedAt).toEqual(expect.any(String));
    const after = (await call('GET', `/labs/instances/${created.id}/`, who)).json();
    expect(after.steps.every((step: { passed: boolean }) => step.passed)).toBe(true);
    expect(after.completed_at).toBe(completedAt);
    const recorded = await t.database.db
      .select()
      .from(labCompletions)
      .where(and(eq(labCompletions.userId, who.user.id), eq(labCompletions.labSlug, lab.slug)));
    expect(recorded).toHaveLength(1);

    // Reset: a new environment, progress starts over.
    const reset = (await call('POST', `/labs/instances/${created.id}/reset/`, who)).json();
    expect(reset.steps.every((step: { passed: boolean }) => !step.passed)).toBe(true);
    expect((await call('POST', `/labs/instances/${created.id}/steps/0/check/`, who)).json().step.passed).toBe(false);

    // Stop: the sandbox is gone.
    expect((await call('POST', `/labs/instances/${created.id}/stop/`, who)).json().status).toBe('stopped');
    expect(await t.app.services.driver.alive(created.id)).toBe(false);
  }, 120_000);

  it('an expired instance loses its sandbox', async () => {
    const who = await signUp(t.app);
    const created = (await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: lab.slug } })).json();
    await t.app.services.lifecycle.settled();
    expect(await t.app.services.driver.alive(created.id)).toBe(true);
    await t.database.db
      .update(labInstances)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(labInstances.id, created.id));
    expect((await call('GET', `/labs/instances/${created.id}/`, who)).json().status).toBe('expired');
    expect(await t.app.services.driver.alive(created.id)).toBe(false);
    expect(await t.app.services.driver.list()).not.toContain(created.id);
  }, 60_000);
});
