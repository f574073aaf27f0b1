import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setupScripts } from '../lifecycle';
import { LocalSandboxDriver } from '../sandbox/sandbox-driver';
import { checkScript, failReason } from './check-script';
import { loadLabs } from './load-labs';

// Every lab of api/labs, for real: built in a sandbox, each step's check fails before its solution
// (with a reason in each language) and passes after it (docs/rules/lab-format.md).
const labs = loadLabs().filter((lab) => lab.environment === 'sandbox');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ilm-labs-run-'));
const MiB = 2 ** 20;
const driver = new LocalSandboxDriver({ dataDir, uidBase: 220_000, limits: { memoryBytes: 256 * MiB, pids: 128, cpuPercent: 100 }, diskBytes: 64 * MiB });

beforeAll(() => driver.ready());
afterAll(async () => {
  for (const id of await driver.list()) await driver.destroy(id);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the lab catalog that runs for real', () => {
  it('has at least 12 labs over at least 5 topics, each with at least 3 checked steps', () => {
    expect(labs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(labs.map((lab) => lab.cloud)).size).toBeGreaterThanOrEqual(5);
    for (const lab of labs) {
      expect({ slug: lab.slug, steps: lab.steps.length }).toEqual({ slug: lab.slug, steps: expect.any(Number) });
      expect(lab.steps.length).toBeGreaterThanOrEqual(3);
      expect(lab.scripts!.steps.every((step) => step.check && step.solution)).toBe(true);
    }
  });
});

describe.each(labs.map((lab) => [lab.slug, lab] as const))('%s', (_slug, lab) => {
  it('every step fails before its solution, saying why in English, Arabic and Urdu, and passes after it', async () => {
    const instanceId = randomUUID();
    await driver.provision({ instanceId, setup: setupScripts({ scripts: lab.scripts! }), language: 'en' });
    try {
      for (const [index, step] of lab.scripts!.steps.entries()) {
        const where = `${lab.slug} step ${index + 1}`;
        const reasons: Record<string, string | undefined> = {};
        for (const language of ['en', 'ar', 'ur']) {
          const before = await driver.check(instanceId, checkScript(step.check!, lab.scripts!.checkLib), { timeoutMs: 10_000, env: { LAB_LANG: language } });
          expect({ where, language, exitCode: before.exitCode }).toEqual({ where, language, exitCode: 1 });
          reasons[language] = failReason(before.output);
        }
        expect({ where, en: reasons.en }).toEqual({ where, en: expect.stringMatching(/[A-Za-z]/) });
        expect({ where, ar: reasons.ar }).toEqual({ where, ar: expect.stringMatching(/[\u0600-\u06FF]/) });
        expect({ where, ur: reasons.ur }).toEqual({ where, ur: expect.stringMatching(/[\u0600-\u06FF]/) });

        const solved = await driver.exec(instanceId, step.solution!, { timeoutMs: 30_000 });
        expect({ where, solution: solved.exitCode, output: solved.exitCode ? solved.output : '' }).toEqual({ where, solution: 0, output: '' });
        const after = await driver.check(instanceId, checkScript(step.check!, lab.scripts!.checkLib), { timeoutMs: 10_000, env: { LAB_LANG: 'en' } });
        expect({ where, passed: after.exitCode, output: after.exitCode ? after.output : '' }).toEqual({ where, passed: 0, output: '' });
      }
    } finally {
      await driver.destroy(instanceId);
    }
  }, 180_000);
});
