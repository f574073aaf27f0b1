import type { LanguageCode } from '@ilm/contract';
import type { Database } from '../../db/client';
import { labs } from '../catalog/catalog.schema';
import { createTestDatabase } from '../../testing/test-app';
import { wordsFor } from './answer/words';
import type { AnswerEvent, LabContext } from './assistant';
import { BaariAssistant } from './baari-assistant';
import { baariSettingsFromEnv } from './settings';
import { silentLog } from './silent-log';
import { PLACES_TO_LOOK, SITE_PAGES } from './site-pages';

let database: Database;
let assistant: BaariAssistant;
beforeAll(async () => {
  database = await createTestDatabase();
  assistant = new BaariAssistant(database.db, baariSettingsFromEnv({}), silentLog());
});
afterAll(() => database.close());

type Done = Extract<AnswerEvent, { type: 'done' }>;

/** Every event of an answer, and its `done`. */
async function answer(question: string, language: LanguageCode, lab?: LabContext, using = assistant) {
  const events: AnswerEvent[] = [];
  for await (const event of using.answer({ question, language, history: [], lab, signal: new AbortController().signal })) events.push(event);
  const done = events.at(-1) as Done;
  expect(done.type).toBe('done');
  return { events, done, deltas: events.filter((event) => event.type === 'delta').map((event) => event.text) };
}

const LEAST_PRIVILEGE: [LanguageCode, string][] = [
  ['en', 'Which lab teaches least-privilege access?'],
  ['ar', 'أي مختبر يعلّم الوصول بأقل الصلاحيات؟'],
  ['ur', 'کون سی لیب کم سے کم اجازتوں والی رسائی سکھاتی ہے؟'],
];

// Learners who write Arabic or Urdu often keep the English term, which those pages translate.
const LEAST_PRIVILEGE_IN_ENGLISH_WORDS: [LanguageCode, string][] = [
  ['ar', 'أي مختبر يعلّم least privilege؟'],
  ['ur', 'کم سے کم اجازت (least privilege) کون سی لیب سکھاتی ہے؟'],
];

describe('Baari answers offline from the platform’s own pages', () => {
  it.each(LEAST_PRIVILEGE)('"which lab teaches least-privilege access?" (%s) cites the IAM least-privilege lab first', async (language, question) => {
    const { done } = await answer(question, language);
    expect(done.citations[0]).toMatchObject({ kind: 'lab', url: '/labs/aws-iam-least-privilege' });
    expect(done.mode).toBe('offline');
  });

  it.each(LEAST_PRIVILEGE_IN_ENGLISH_WORDS)(
    'an English term in an %s question that its pages translate still finds the lab, answered in the question’s language',
    async (language, question) => {
      const { done } = await answer(question, language);
      expect(done.citations[0]).toMatchObject({ kind: 'lab', url: '/labs/aws-iam-least-privilege' });
      expect(done.text).not.toMatch(/Least Privilege/);
    },
  );

  it.each(LEAST_PRIVILEGE)('answers in the question’s language (%s), quoting that language’s pages', async (language, question) => {
    const { done } = await answer(question, language);
    const say = wordsFor(language);
    expect(done.text).toContain(say.intro);
    expect(done.text).toContain(`${say.source(done.citations[0]!.title, '[1]')}`);
    const titles = { en: 'IAM Policies for Least Privilege', ar: 'سياسات IAM لمبدأ أقل الصلاحيات', ur: 'کم سے کم اختیارات کے لیے IAM پالیسیاں' };
    expect(done.citations[0]!.title).toBe(titles[language]);
    for (const other of (['en', 'ar', 'ur'] as const).filter((one) => one !== language)) expect(done.text).not.toContain(wordsFor(other).intro);
  });

  it('streams the answer as several deltas that join into the answer kept, then done', async () => {
    const { events, done, deltas } = await answer('How much is the Standard plan each month?', 'en');
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join('')).toBe(done.text);
    expect(events.filter((event) => event.type === 'notice')).toEqual([]);
    // Every [n] of the text is a citation: done.citations[n - 1].
    const markers = [...done.text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
    expect(Math.max(...markers)).toBe(done.citations.length);
    expect(done.text).toMatch(/\$39/);
  });

  it.each<[LanguageCode, string]>([
    ['en', 'What is the capital of Australia?'],
    ['ar', 'ما هي عاصمة أستراليا؟'],
    ['ur', 'چکن بریانی بنانے کی ترکیب بتائیں۔'],
  ])('says when nothing on the platform answers (%s), and links only to real list pages', async (language, question) => {
    const { events, done } = await answer(question, language);
    expect(events[0]).toEqual({ type: 'notice', code: 'nothing_found', message: wordsFor(language).notices.nothing_found });
    expect(done.text).toContain(wordsFor(language).nothingFound);
    expect(done.citations).toEqual([]);
    const links = [...done.text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    expect(links).toEqual(PLACES_TO_LOOK.map((place) => SITE_PAGES[place]));
    expect(done.text).not.toMatch(/https?:|\/labs\//);
  });

  it('offers four questions in each language, and questions about the lab and step when inside one', () => {
    for (const language of ['en', 'ar', 'ur'] as const) expect(assistant.suggestions(language)).toHaveLength(4);
    const about = assistant.suggestions('ur', { labSlug: 'linux-files-and-permissions', labTitle: 'فائلیں اور اجازتیں', stepTitle: 'ایک نجی نقل رکھیں' });
    expect(about).toHaveLength(4);
    expect(about.join(' ')).toContain('ایک نجی نقل رکھیں');
    expect(about.join(' ')).toContain('فائلیں اور اجازتیں');
  });
});

describe('Baari inside a running lab', () => {
  const lab: LabContext = {
    labSlug: 'linux-files-and-permissions',
    labTitle: 'Files and permissions',
    stepIndex: 2,
    stepTitle: 'Keep a private copy',
    lastCheck: 'private.txt can still be read by others.',
    passed: false,
    failedChecks: 1,
    forbidden: ['chmod 600 ~/projects/private.txt', 'ls -l ~/projects'],
  };

  it('names the current step and its last check, and cites the running lab first', async () => {
    const { done } = await answer('What do the permission letters mean?', 'en', lab);
    expect(done.text).toContain('You are on step 3 of “Files and permissions”: “Keep a private copy”.');
    expect(done.text).toContain('Its last check said: “private.txt can still be read by others.”');
    expect(done.citations[0]!.url).toBe('/labs/linux-files-and-permissions');
  });

  it('answers a question that matches nothing from the step the learner is on', async () => {
    const { done, events } = await answer('What now?', 'en', lab);
    expect(events.some((event) => event.type === 'notice')).toBe(false);
    expect(done.citations).toEqual([
      { kind: 'lab_step', title: 'Files and permissions — Step 3: Keep a private copy', url: '/labs/linux-files-and-permissions' },
    ]);
  });

  it('never quotes a forbidden line of the step, even when the step’s prose holds it', async () => {
    const { done, deltas } = await answer('How do I look at the permissions of the files in my projects folder again?', 'en', lab);
    expect(done.citations[0]!.url).toBe('/labs/linux-files-and-permissions');
    expect(deltas.join('').replace(/\s+/g, ' ')).not.toContain('ls -l ~/projects');
    expect(done.text).toContain(wordsFor('en').redacted);
  });
});

describe('the index keeps up with the catalog', () => {
  const newLab = (slug: string, title: string, summary: string) => ({
    slug,
    title,
    summary,
    description: summary,
    cloud: 'aws',
    level: 'intermediate',
    durationMinutes: 30,
    tokenCost: 2,
    objectives: [summary],
    steps: [{ title: 'Plan', body: summary }],
    tags: ['terraform'],
  });

  it('finds a lab added to the catalog once the index is refreshed', async () => {
    expect((await answer('Which lab teaches Terraform remote state locking?', 'en')).done.citations.map((c) => c.url)).not.toContain(
      '/labs/terraform-state-locking',
    );
    await database.db
      .insert(labs)
      .values(newLab('terraform-state-locking', 'Terraform remote state locking', 'Keep Terraform remote state in S3 with DynamoDB state locking.'));
    await assistant.refresh();
    expect((await answer('Which lab teaches Terraform remote state locking?', 'en')).done.citations[0]!.url).toBe('/labs/terraform-state-locking');
  });

  it('says so when the content exists only in English, and quotes the English page', async () => {
    const { done } = await answer('هل يوجد مختبر عن Terraform remote state locking؟', 'ar');
    expect(done.text).toContain(wordsFor('ar').onlyInEnglish);
    expect(done.citations[0]).toMatchObject({ url: '/labs/terraform-state-locking', title: 'Terraform remote state locking' });
  });

  it('rebuilds on its own when the catalog’s fingerprint changes, without making a question wait', async () => {
    const watching = new BaariAssistant(database.db, baariSettingsFromEnv({ BAARI_INDEX_REFRESH_SECONDS: '0' }), silentLog());
    await watching.refresh();
    await database.db.insert(labs).values(newLab('pulumi-stacks', 'Pulumi stacks and previews', 'Manage Pulumi stacks and review previews before an update.'));
    // Answered from the index as it was, while the change is noticed behind it.
    expect((await answer('Is there a lab about Pulumi stacks?', 'en', undefined, watching)).done.citations.map((c) => c.url)).not.toContain(
      '/labs/pulumi-stacks',
    );
    await watching.index.idle();
    expect((await answer('Is there a lab about Pulumi stacks?', 'en', undefined, watching)).done.citations[0]!.url).toBe('/labs/pulumi-stacks');
  });
});
