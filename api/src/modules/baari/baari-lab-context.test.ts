import { eq } from 'drizzle-orm';
import { labHintEvents } from '../labs/hints.schema';
import { labInstances, labStepResults } from '../labs/instances.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';
import { FakeAssistant, freshAddress, parseStream } from './testing/baari-test-kit';
import { solutionLines } from '../labs/content/step-hints';
import { currentStep, forbiddenLines } from './lab-context';

// Asking inside a running lab: Baari gets the learner's own instance, its step in their language and
// the step's last check, and the solution lines it must not write (docs/rules/lab-format.md#hints).
const LAB = 'linux-files-and-permissions';
const fake = new FakeAssistant();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ assistant: fake });
});
afterAll(() => t.close());

async function runningInstance(who: SignedUp): Promise<string> {
  const created = (await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: LAB } })).json();
  await t.app.services.lifecycle.settled();
  return created.id as string;
}
const ask = (who: SignedUp | null, payload: object, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/baari/ask/', payload, headers: { ...who?.headers, 'accept-language': language }, remoteAddress: freshAddress() });

describe('POST baari/ask/ inside a running lab', () => {
  it('gives the assistant the step in the learner’s language, its last check, and the solution lines of every step whose solution was not shown', async () => {
    const who = await signUp(t.app);
    const id = await runningInstance(who);
    // Step 2 (index 1) had its solution shown; step 1 failed its check twice.
    await t.database.db.insert(labHintEvents).values({ instanceId: id, stepIndex: 1, tier: 'solution' });
    await t.database.db.insert(labStepResults).values({
      instanceId: id,
      stepIndex: 0,
      passed: false,
      failedChecks: 2,
      message: { en: 'There is no folder ~/projects yet.', ar: 'لا يوجد مجلد ~/projects بعد.' },
    });

    const response = await ask(who, { question: 'What do I do here?', lab_instance_id: id, step_index: 0 }, 'ar');
    expect(response.statusCode).toBe(200);
    expect(parseStream(response.body).events.at(-1)!.event).toBe('done');
    const lab = fake.last.lab!;
    expect(lab).toMatchObject({
      labSlug: LAB,
      stepIndex: 0,
      stepTitle: 'أنشئ مجلدًا',
      lastCheck: 'لا يوجد مجلد ~/projects بعد.',
      passed: false,
      failedChecks: 2,
    });
    expect(fake.last.language).toBe('ar');
    expect(lab.forbidden).toEqual(expect.arrayContaining(['mkdir ~/projects', 'chmod 600 ~/projects/private.txt', 'chmod +x ~/projects/hello.sh']));
    expect(lab.forbidden).not.toContain('echo "My first note" > ~/projects/notes.txt');
  });

  it('another learner’s instance is 404, an ended one 409 instance_not_running, a step the lab lacks 404; nothing is asked', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const id = await runningInstance(owner);
    const asked = fake.asked.length;

    const foreign = await ask(stranger, { question: 'Help', lab_instance_id: id, step_index: 0 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    expect((await ask(owner, { question: 'Help', lab_instance_id: id, step_index: 42 })).statusCode).toBe(404);
    expect((await ask(owner, { question: 'Help', lab_instance_id: id })).json()).toMatchObject({ field: 'step_index' });
    expect((await ask(null, { question: 'Help', lab_instance_id: id, step_index: 0 })).statusCode).toBe(401);

    await t.database.db.update(labInstances).set({ status: 'stopped', endedAt: new Date() }).where(eq(labInstances.id, id));
    const ended = await ask(owner, { question: 'Help', lab_instance_id: id, step_index: 0 });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ code: 'instance_not_running', message: expect.stringContaining('This lab is not running') });
    expect(fake.asked.length).toBe(asked);
  });
});

describe('GET baari/suggestions/', () => {
  it('offers questions to anyone, and about the learner’s own lab and current step with an instance (404 for another’s)', async () => {
    const general = await t.app.inject({ method: 'GET', url: '/baari/suggestions/', headers: { 'accept-language': 'ur' } });
    expect(general.json()).toEqual({ questions: ['ur: what can I learn here?'] });

    const who = await signUp(t.app);
    const id = await runningInstance(who);
    await t.database.db.insert(labStepResults).values({ instanceId: id, stepIndex: 0, passed: true });
    const url = `/baari/suggestions/?lab_instance_id=${id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: who.headers })).json()).toEqual({ questions: ['en: Files and permissions / Write a file'] });
    expect((await t.app.inject({ method: 'GET', url, headers: (await signUp(t.app)).headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the lines a lab answer must not contain', () => {
  it('are a solution’s commands, without blank lines, comments, bare block ends or words too short to give anything away', () => {
    const script = '# make it\nmkdir -p ~/a\n\nfor f in *; do\n  chmod 600 "$f"\ndone\ncat <<EOF > x\nhello\nEOF\n';
    expect(solutionLines(script)).toEqual(['mkdir -p ~/a', 'for f in *; do', 'chmod 600 "$f"', 'cat <<EOF > x']);
    const scripts = {
      setup: null,
      steps: [
        { check: null, setup: null, solution: 'mkdir a' },
        { check: null, setup: null, solution: 'touch a/b' },
      ],
    };
    expect(forbiddenLines(scripts, new Set([0]))).toEqual(['touch a/b']);
    expect(forbiddenLines(null, new Set())).toEqual([]);
    expect(currentStep(3, new Set([0]))).toBe(1);
    expect(currentStep(2, new Set([0, 1]))).toBe(1);
  });
});
