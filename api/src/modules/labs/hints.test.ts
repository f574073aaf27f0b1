import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HINT_TIERS, SOLUTION_AFTER_FAILED_CHECKS } from '@ilm/contract';
import { and, eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { labHintEvents } from './hints.schema';
import { LABS_DIR, LabFormatError, loadLab } from './content/load-labs';
import { revealedLine, solutionLines } from './content/step-hints';
import type { ExecOptions } from './driver/lab-driver';
import { FakeDriver } from './testing/fake-driver';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

// The checks the fake driver runs fail until a test says they pass, with a reason in the check's language.
let checksPass = false;
const REASONS = {
  en: 'There is no folder named projects in your home folder.',
  ar: 'لا يوجد مجلد باسم projects في مجلدك الرئيسي.',
  ur: 'آپ کے ہوم فولڈر میں projects نام کا کوئی فولڈر نہیں۔',
};
const driver = new FakeDriver({
  exec: (_id: string, _script: string, options: ExecOptions) =>
    checksPass
      ? { exitCode: 0, output: '', timedOut: false }
      : { exitCode: 1, output: `FAIL: ${REASONS[(options.env?.LAB_LANG ?? 'en') as keyof typeof REASONS]}\n`, timedOut: false },
});

const LAB = 'linux-files-and-permissions';
const lab = loadLab(path.join(LABS_DIR, LAB));
const firstStep = lab.scripts!.steps[0]!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ driver });
});
afterAll(() => t.close());
beforeEach(() => {
  checksPass = false;
});

type Language = 'en' | 'ar' | 'ur';
const call = (method: 'GET' | 'POST', url: string, who: SignedUp, payload?: object, language: Language = 'en') =>
  t.app.inject({ method, url, headers: { ...who.headers, 'accept-language': language }, payload });
const help = (who: SignedUp, id: string, language: Language = 'en', step = 0) =>
  call('GET', `/labs/instances/${id}/hints/?step_index=${step}`, who, undefined, language);
const nextHint = (who: SignedUp, id: string, language: Language = 'en', step = 0) =>
  call('POST', `/labs/instances/${id}/hints/`, who, { step_index: step }, language);
const askSolution = (who: SignedUp, id: string, step = 0) => call('POST', `/labs/instances/${id}/solution/`, who, { step_index: step, confirm: true });
const check = (who: SignedUp, id: string, language: Language = 'en') => call('POST', `/labs/instances/${id}/steps/0/check/`, who, undefined, language);

async function runningLab(slug = LAB) {
  const who = await signUp(t.app);
  const created = (await call('POST', '/labs/instances/', who, { lab_slug: slug })).json();
  await t.app.services.lifecycle.settled();
  return { who, id: created.id as string };
}
const recorded = (id: string) =>
  t.database.db
    .select({ tier: labHintEvents.tier })
    .from(labHintEvents)
    .where(and(eq(labHintEvents.instanceId, id), eq(labHintEvents.stepIndex, 0)));

describe('hints inside a running lab', () => {
  it('gives the tiers in order, once each, in the request’s language, tied to the last failed check', async () => {
    const { who, id } = await runningLab();
    const before = (await help(who, id)).json();
    expect(before).toEqual({
      step_index: 0,
      hints: [],
      tiers_total: 3,
      last_check: null,
      failed_checks: 0,
      solution_available: false,
      solution: null,
      solution_shown_at: null,
    });

    await check(who, id, 'ar');
    const concept = await nextHint(who, id, 'ar');
    expect(concept.statusCode).toBe(200);
    expect(concept.json()).toMatchObject({
      hints: [{ tier: 'concept', text: firstStep.hints!.concept!.ar }],
      last_check: REASONS.ar,
      failed_checks: 1,
    });
    const pointer = (await nextHint(who, id, 'ur')).json();
    expect(pointer.hints.map((hint: { tier: string }) => hint.tier)).toEqual(['concept', 'pointer']);
    expect(pointer.hints.map((hint: { text: string }) => hint.text)).toEqual([firstStep.hints!.concept!.ur, firstStep.hints!.pointer!.ur]);

    const skeleton = (await nextHint(who, id)).json();
    expect(skeleton.hints.map((hint: { tier: string; text: string }) => [hint.tier, hint.text])).toEqual(
      HINT_TIERS.map((tier) => [tier, firstStep.hints![tier]!.en]),
    );
    const past = await nextHint(who, id);
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({
      code: 'no_more_hints',
      message: 'You have seen every hint of this step. Its solution can be asked for after one more failed check.',
    });
    expect((await recorded(id)).map((row) => row.tier).sort()).toEqual([...HINT_TIERS].sort());
    expect((await help(who, id, 'en')).json().hints).toHaveLength(3);
  });

  it('refuses the solution before enough failed checks, saying how many more; gives it when asked after them, and records it', async () => {
    const { who, id } = await runningLab();
    const locked = await askSolution(who, id);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      code: 'solution_locked',
      message: expect.stringContaining(`after ${SOLUTION_AFTER_FAILED_CHECKS} more failed checks`),
    });
    const unconfirmed = await call('POST', `/labs/instances/${id}/solution/`, who, { step_index: 0, confirm: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().field).toBe('confirm');

    await check(who, id);
    expect((await askSolution(who, id)).json().message).toContain('after one more failed check');
    await check(who, id);
    const open = (await help(who, id)).json();
    expect(open).toMatchObject({ failed_checks: 2, solution_available: true, solution: null, solution_shown_at: null });
    expect(await recorded(id)).toEqual([]);

    const shown = await askSolution(who, id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ solution: firstStep.solution!.trim(), solution_shown_at: expect.any(String) });
    expect((await recorded(id)).map((row) => row.tier)).toEqual(['solution']);
    // Kept on the instance: the help says so from now on, and a pass does not reset the count.
    checksPass = true;
    await check(who, id);
    expect((await help(who, id)).json()).toMatchObject({ solution: firstStep.solution!.trim(), failed_checks: 2, last_check: null });
    expect((await nextHint(who, id)).json().hints[0].tier).toBe('concept');
  });

  it('answers 404 for another learner’s instance and 401 without a session', async () => {
    const { id } = await runningLab();
    const other = await signUp(t.app);
    for (const response of [await help(other, id), await nextHint(other, id), await askSolution(other, id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect((await t.app.inject({ method: 'GET', url: `/labs/instances/${id}/hints/?step_index=0` })).statusCode).toBe(401);
  });

  it('answers 400 naming step_index for a step the lab does not have, and 409 for a lab without scripts or one not running', async () => {
    const { who, id } = await runningLab();
    const outside = await help(who, id, 'en', lab.steps.length);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ field: 'step_index', message: 'step_index: is not a step of this lab: its 4 steps are numbered from 0 to 3' });
    expect((await help(who, id, 'en', 100)).json().field).toBe('step_index');
    expect((await call('POST', `/labs/instances/${id}/hints/`, who, {})).json().field).toBe('step_index');

    const cloud = await runningLab('aws-ec2-basics');
    const unscripted = await nextHint(cloud.who, cloud.id);
    expect(unscripted.statusCode).toBe(409);
    expect(unscripted.json().code).toBe('lab_has_no_scripts');

    await call('POST', `/labs/instances/${id}/stop/`, who);
    const stopped = await nextHint(who, id, 'ar');
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json()).toMatchObject({
      code: 'instance_not_running',
      message: 'تُعطى التلميحات والحلول أثناء تشغيل المختبر. شغّله من جديد لتحصل على مساعدة في خطوة.',
    });
  });

  it('the lab’s public page says how many tiers a step has, never their words', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/catalog/labs/${LAB}/`, headers: { 'accept-language': 'ur' } });
    const body = page.json();
    expect(body.steps.map((step: { hint_tiers: number }) => step.hint_tiers)).toEqual([3, 3, 3, 3]);
    const words = lab.scripts!.steps.flatMap((step) => HINT_TIERS.flatMap((tier) => Object.values(step.hints![tier]!)));
    expect(words.filter((hint) => page.body.includes(JSON.stringify(hint).slice(1, -1)))).toEqual([]);
    expect(body.steps[0]).not.toHaveProperty('hints');
  });
});

// Every lab of api/labs, read from its files (not through the loader, which enforces the same rule).
const labDirs = readdirSync(LABS_DIR).filter((name) => existsSync(path.join(LABS_DIR, name, 'lab.yaml')));
const stepsOf = (slug: string) =>
  readdirSync(path.join(LABS_DIR, slug, 'steps'))
    .sort()
    .map((name) => {
      const dir = path.join(LABS_DIR, slug, 'steps', name);
      const step = parse(readFileSync(path.join(dir, 'step.yaml'), 'utf8')) as { hints?: Record<string, Record<Language, string>> };
      return { where: `${slug}/${name}`, hints: step.hints ?? {}, solution: readFileSync(path.join(dir, 'solution.sh'), 'utf8') };
    });

describe.each(labDirs)('the hints of %s', (slug) => {
  it('every step teaches in three tiers, in English, Arabic and Urdu, the skeleton with blanks', () => {
    for (const { where, hints } of stepsOf(slug)) {
      expect({ where, tiers: Object.keys(hints) }).toEqual({ where, tiers: [...HINT_TIERS] });
      for (const tier of HINT_TIERS) {
        for (const language of ['ar', 'ur'] as const)
          expect({ where, tier, language, text: hints[tier]![language] }).toEqual({ where, tier, language, text: expect.stringMatching(/[\u0600-\u06FF]/) });
        for (const language of ['en', 'ar', 'ur'] as const)
          expect({ where, tier, language, text: hints[tier]![language] }).toEqual({ where, tier, language, text: expect.stringMatching(/\S/) });
      }
      for (const language of ['en', 'ar', 'ur'] as const)
        expect({ where, language, skeleton: hints.skeleton![language] }).toEqual({ where, language, skeleton: expect.stringContaining('___') });
    }
  });

  it('no tier, in any language, contains a line of the step’s solution', () => {
    for (const { where, hints, solution } of stepsOf(slug)) {
      const lines = solutionLines(solution);
      expect(lines.length).toBeGreaterThan(0);
      for (const tier of HINT_TIERS) {
        for (const language of ['en', 'ar', 'ur'] as const) {
          expect({ where, tier, language, gives: revealedLine(hints[tier]?.[language] ?? '', lines) }).toEqual({ where, tier, language, gives: null });
        }
      }
    }
  });
});

describe('the lab format’s hints (docs/rules/lab-format.md#hints)', () => {
  const copy = () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ilm-hints-')), LAB);
    cpSync(path.join(LABS_DIR, LAB), dir, { recursive: true });
    return dir;
  };
  const withHints = (dir: string, hints: string) => {
    const file = path.join(dir, 'steps', '01-make-a-folder', 'step.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^hints:[\s\S]*$/m, hints));
    return file;
  };

  it('refuses a hint that gives away a line of the solution, naming the file, the tier and the language', () => {
    const dir = copy();
    try {
      const file = withHints(dir, "hints:\n  concept: { en: 'Type `mkdir ~/projects`.', ar: 'فكرة', ur: 'خیال' }\n");
      expect(() => loadLab(dir)).toThrow(new LabFormatError(file, 'hints.concept.en gives away a line of solution.sh: mkdir ~/projects'));
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('refuses the old list of hints, a tier missing a language, and a later tier without the earlier one', () => {
    const dir = copy();
    try {
      let file = withHints(dir, "hints:\n  en: ['one']\n  ar: ['واحد']\n  ur: ['ایک']\n");
      expect(() => loadLab(dir)).toThrow(new LabFormatError(file, 'hints.en is not a tier: the tiers are concept, pointer, skeleton'));
      file = withHints(dir, "hints:\n  concept: { en: 'A folder', ar: 'مجلد' }\n");
      expect(() => loadLab(dir)).toThrow(new LabFormatError(file, 'hints.concept.ur is missing'));
      file = withHints(dir, "hints:\n  pointer: { en: 'mkdir', ar: 'mkdir', ur: 'mkdir' }\n");
      expect(() => loadLab(dir)).toThrow(new LabFormatError(file, 'hints.pointer needs hints.concept: tiers are given in order'));
      file = withHints(dir, "hints:\n  concept: { en: 'A folder', ar: 'مجلد', ur: 'فولڈر' }\n");
      expect(loadLab(dir).scripts!.steps[0]!.hints).toEqual({ concept: { en: 'A folder', ar: 'مجلد', ur: 'فولڈر' } });
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
