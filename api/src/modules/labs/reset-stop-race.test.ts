import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadLabs } from './content/load-labs';
import { Cgroups } from './sandbox/cgroups';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

// An instance's state changes with its real sandbox (docs/rules/lab-sandbox.md#one-change-at-a-time):
// resets, stops and checks of one instance, sent at once, never leave a sandbox behind an instance
// that no longer runs.
const lab = loadLabs().find((candidate) => candidate.slug === 'linux-files-and-permissions')!;
const labsDir = mkdtempSync(path.join(tmpdir(), 'ilm-reset-race-'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ driver: undefined, env: { LAB_DATA_DIR: labsDir, LAB_UID_BASE: '280000' } });
});
afterAll(async () => {
  for (const id of await t.app.services.driver.list()) await t.app.services.driver.destroy(id);
  await t.close();
  rmSync(labsDir, { recursive: true, force: true });
});

const post = (url: string, who: SignedUp) => t.app.inject({ method: 'POST', url, headers: who.headers });

async function launch(who: SignedUp): Promise<string> {
  const created = await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: lab.slug } });
  expect(created.statusCode).toBe(201);
  await t.app.services.lifecycle.settled();
  return created.json().id;
}

describe('one instance, many changes at once', () => {
  it('a reset racing a stop never leaves a sandbox running: 50 tries, 0 orphan processes or folders', async () => {
    const who = await signUp(t.app);
    await t.app.services.tokens.grant(t.app.services.db, who.user.id, 500, 'token_pack_purchase');
    const cgroups = Cgroups.detect();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const id = await launch(who);
      // The stop lands at a different moment of the reset each time.
      const reset = post(`/labs/instances/${id}/reset/`, who);
      await new Promise((resolve) => setTimeout(resolve, attempt * 7));
      const [resetAnswer, stopAnswer] = await Promise.all([reset, post(`/labs/instances/${id}/stop/`, who)]);
      expect({ attempt, stop: stopAnswer.statusCode }).toEqual({ attempt, stop: 200 });
      expect({ attempt, reset: [200, 409].includes(resetAnswer.statusCode) }).toEqual({ attempt, reset: true });
      expect({ attempt, alive: await t.app.services.driver.alive(id), processes: (await cgroups.processes(id)).length }).toEqual({
        attempt,
        alive: false,
        processes: 0,
      });
    }
    expect(await t.app.services.driver.list()).toEqual([]);
    expect(readdirSync(labsDir).filter((name) => /^[0-9a-f-]{36}$/.test(name))).toEqual([]);
    expect(readdirSync(path.join(labsDir, 'slots'))).toEqual([]);
  }, 300_000);

  it('lets one reset of an instance run at a time, and no check while it runs (409 instance_rebuilding)', async () => {
    const who = await signUp(t.app);
    const id = await launch(who);
    const first = post(`/labs/instances/${id}/reset/`, who);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const [second, check] = await Promise.all([post(`/labs/instances/${id}/reset/`, who), post(`/labs/instances/${id}/steps/0/check/`, who)]);
    expect(second.json()).toMatchObject({ statusCode: 409, code: 'instance_rebuilding', message: 'This lab is being reset: try again in a few seconds.' });
    expect(check.json()).toMatchObject({ statusCode: 409, code: 'instance_rebuilding' });
    expect((await first).statusCode).toBe(200);
    // Once it is done, the environment is the lab's, fresh, and checks run again.
    expect((await post(`/labs/instances/${id}/steps/0/check/`, who)).json()).toMatchObject({ step: { index: 0, passed: false } });
    expect(await t.app.services.driver.alive(id)).toBe(true);
  });
});
