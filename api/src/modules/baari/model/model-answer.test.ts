import type { LanguageCode } from '@ilm/contract';
import type { Database } from '../../../db/client';
import { createTestDatabase } from '../../../testing/test-app';
import { wordsFor } from '../answer/words';
import type { AnswerEvent, LabContext } from '../assistant';
import { BaariAssistant, createChatModel } from '../baari-assistant';
import { baariSettingsFromEnv } from '../settings';
import { silentLog } from '../silent-log';
import { fails, hangs, sendsGarbage, startFakeModel, streams } from '../testing/fake-openai-server';

let database: Database;
let server: Awaited<ReturnType<typeof startFakeModel>>;
let assistant: BaariAssistant;
beforeAll(async () => {
  [database, server] = await Promise.all([createTestDatabase(), startFakeModel(streams([]))]);
  const settings = baariSettingsFromEnv({
    BAARI_PROVIDER: 'openai-compatible',
    BAARI_BASE_URL: server.baseUrl,
    BAARI_MODEL: 'llama3.2',
    BAARI_TIMEOUT_MS: '3000',
    BAARI_FIRST_TOKEN_TIMEOUT_MS: '300',
  });
  assistant = new BaariAssistant(database.db, settings, silentLog(), createChatModel(settings));
  await assistant.refresh();
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function ask(question: string, language: LanguageCode, lab?: LabContext) {
  const events: AnswerEvent[] = [];
  const history = [
    { role: 'user' as const, text: 'Hello' },
    { role: 'assistant' as const, text: 'Hello! Ask me about the labs.' },
  ];
  for await (const event of assistant.answer({ question, language, history, lab, signal: new AbortController().signal })) events.push(event);
  const done = events.at(-1) as Extract<AnswerEvent, { type: 'done' }>;
  return { events, done, types: events.map((event) => event.type) };
}

describe('Baari with a language model (a local fake OpenAI-compatible server)', () => {
  it('is in model mode, and sends the numbered passages, the language, the rules and the conversation', async () => {
    server.answerWith(streams(['The lab ', 'you want is ', 'IAM Policies [1].']));
    const { done } = await ask('أي مختبر يعلّم الوصول بأقل الصلاحيات؟', 'ar');
    expect(assistant.mode).toBe('model');
    expect(done.mode).toBe('model');
    const [system, ...rest] = server.requests.at(-1)!.body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Answer in Arabic');
    expect(system!.content).toMatch(/\[1\] سياسات IAM لمبدأ أقل الصلاحيات \(\/labs\/aws-iam-least-privilege\)/);
    expect(system!.content).toContain('cite it with its number in square brackets');
    expect(rest).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hello! Ask me about the labs.' },
      { role: 'user', content: 'أي مختبر يعلّم الوصول بأقل الصلاحيات؟' },
    ]);
  });

  it('streams the model’s words through the guard: a fabricated [7] and a link to an unretrieved page never reach the learner', async () => {
    server.answerWith(
      streams([
        'Take the lab [1',
        ']. It is also in [7]. ',
        'See [the console](https://console.aws.amazon.com/iam) ',
        'or [the lab page](/labs/aws-iam-least-privilege).',
      ]),
    );
    const { done, events } = await ask('Which lab teaches least-privilege access?', 'en');
    const shown = events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
    expect(shown).toBe('Take the lab [1]. It is also in. See the console or [the lab page](/labs/aws-iam-least-privilege).');
    expect(done.text).toBe(shown);
    expect(done.citations).toEqual([{ kind: 'lab', title: 'IAM Policies for Least Privilege', url: '/labs/aws-iam-least-privilege' }]);
  });

  it('never lets the model write a step’s forbidden solution, even split over chunks', async () => {
    const lab: LabContext = {
      labSlug: 'linux-files-and-permissions',
      labTitle: 'Files and permissions',
      stepIndex: 2,
      stepTitle: 'Keep a private copy',
      lastCheck: null,
      passed: false,
      failedChecks: 0,
      forbidden: ['chmod 600 ~/projects/private.txt'],
    };
    server.answerWith(streams(['Just run ch', 'mod 6', '00 ~/proj', 'ects/private.txt and you are done [1].']));
    const { done } = await ask('How do I make the copy private?', 'en', lab);
    expect(done.text).not.toContain('chmod 600');
    expect(done.text).toContain(wordsFor('en').redacted);
    const system = server.requests.at(-1)!.body.messages![0]!.content;
    expect(system).toContain('never write the commands that complete the step');
  });

  it.each([
    ['an HTTP 500', fails(500)],
    ['a server that hangs (timeout)', hangs],
    ['a malformed stream', sendsGarbage],
  ])('falls back to the offline answer with a model_unavailable notice on %s', async (_case, behaviour) => {
    server.answerWith(behaviour);
    const { done, events } = await ask('Which lab teaches least-privilege access?', 'en');
    const notices = events.filter((event) => event.type === 'notice');
    expect(notices).toEqual([{ type: 'notice', code: 'model_unavailable', message: wordsFor('en').notices.model_unavailable }]);
    expect(done.mode).toBe('offline');
    expect(done.citations[0]!.url).toBe('/labs/aws-iam-least-privilege');
    // What follows the notice is the offline answer, whole: the model's half sentence is not part of it.
    const after = events.slice(events.indexOf(notices[0]!) + 1).flatMap((event) => (event.type === 'delta' ? [event.text] : []));
    expect(after.join('')).toBe(done.text);
    expect(done.text).toContain(wordsFor('en').intro);
    expect(done.text).not.toContain('Half an');
  });

  it('does not ask the model when nothing on the platform answers: it says so', async () => {
    const before = server.requests.length;
    const { types, done } = await ask('What will the weather be in Lahore tomorrow?', 'en');
    expect(server.requests.length).toBe(before);
    expect(types[0]).toBe('notice');
    expect(done.citations).toEqual([]);
  });
});
