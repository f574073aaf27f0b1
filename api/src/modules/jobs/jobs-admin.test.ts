import { desc, eq } from 'drizzle-orm';
import { outbox } from '../accounts/accounts.schema';
import { jobApplicationEvents, jobApplications, jobOpenings } from './jobs.schema';
import { OutboxMailer } from '../../mail/mailer';
import { samples, upload } from '../uploads/testing/upload-test-kit';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { createJobsAdmin } from './jobs.admin';

// Staff actions run against a test database, as `pnpm --filter @ilm/api admin jobs …` runs them.
let t: TestApp;
let admin: ReturnType<typeof createJobsAdmin>;
beforeAll(async () => {
  t = await createTestApp();
  admin = createJobsAdmin(async (db) => ({ mailer: new OutboxMailer(db, t.app.log), siteUrl: 'https://ilm.example' }));
});
afterAll(() => t.close());

const run = (action: string, ...args: string[]) => admin[action]!.run(t.database.db, args);

const ADD = [
  '--slug',
  'junior-cloud-engineer-test',
  '--employer',
  'Partner Employer Test',
  '--title-en',
  'Junior cloud engineer',
  '--title-ar',
  'مهندس سحابة مبتدئ',
  '--location',
  'Dubai, United Arab Emirates',
  '--mode',
  'hybrid',
  '--path',
  'cloud-engineer',
  '--labs',
  'linux-files-and-permissions,networking-loopback-services',
];

describe('admin jobs add-opening', () => {
  it("adds a partner's opening that the public list shows, Urdu falling back to English", async () => {
    expect(await run('add-opening', ...ADD)).toContain('Added opening junior-cloud-engineer-test');
    const list = (await t.app.inject({ method: 'GET', url: '/jobs/openings/', headers: { 'accept-language': 'ur' } })).json();
    const added = list.results.find((opening: { slug: string }) => opening.slug === 'junior-cloud-engineer-test');
    expect(added).toMatchObject({
      title: 'Junior cloud engineer',
      employer: 'Partner Employer Test',
      work_mode: 'hybrid',
      location: 'Dubai, United Arab Emirates',
    });
    const arabic = (await t.app.inject({ method: 'GET', url: '/jobs/openings/junior-cloud-engineer-test/', headers: { 'accept-language': 'ar' } })).json();
    expect(arabic.title).toBe('مهندس سحابة مبتدئ');
  });

  it.each([
    [['--mode', 'sometimes'], /--mode must be one of remote, hybrid, on_site/],
    [['--labs', 'linux-files-and-permissions,no-such-lab'], /--labs: there is no lab "no-such-lab"/],
    [['--path', 'no-such-path'], /--path: there is no career path "no-such-path"/],
    [['--slug', 'Not A Slug'], /--slug must be lower-case words/],
    [['--colour', 'blue'], /unknown option --colour/],
  ])('refuses %j with a readable message and adds nothing', async (change, message) => {
    const args = [...ADD];
    const at = args.indexOf(change[0]!);
    if (at >= 0) args[at + 1] = change[1]!;
    else args.push(...change);
    args[args.indexOf('--slug') + 1] = change[0] === '--slug' ? change[1]! : 'refused-opening-test';
    await expect(run('add-opening', ...args)).rejects.toThrow(message);
    expect(await t.database.db.select().from(jobOpenings).where(eq(jobOpenings.slug, 'refused-opening-test'))).toEqual([]);
  });

  it('refuses a missing English title and a slug that is taken', async () => {
    const withoutTitle = ADD.filter((arg, i) => arg !== '--title-en' && ADD[i - 1] !== '--title-en').map((arg) =>
      arg === 'junior-cloud-engineer-test' ? 'untitled-test' : arg,
    );
    await expect(run('add-opening', ...withoutTitle)).rejects.toThrow(/--title-en is required/);
    await expect(run('add-opening', ...ADD)).rejects.toThrow(/already exists/);
  });
});

describe('admin jobs close-opening', () => {
  it('closes an opening: it leaves the public list; an unknown slug is an error', async () => {
    await run('add-opening', ...ADD.map((arg) => (arg === 'junior-cloud-engineer-test' ? 'to-close-test' : arg)));
    expect(await run('close-opening', 'to-close-test')).toBe('Closed opening to-close-test');
    const list = (await t.app.inject({ method: 'GET', url: '/jobs/openings/' })).json();
    expect(list.results.map((opening: { slug: string }) => opening.slug)).not.toContain('to-close-test');
    await expect(run('close-opening', 'no-such-opening')).rejects.toThrow('there is no opening "no-such-opening"');
  });
});

describe('admin jobs set-status and list-applications', () => {
  async function appliedLearner() {
    const who = await signUp(t.app, { first_name: 'Bilal' });
    await t.app.inject({ method: 'PATCH', url: '/accounts/profile/', headers: who.headers, payload: { language: 'ar' } });
    const cv = (await upload(t, who, { content: samples.pdf })).json();
    await t.app.inject({
      method: 'PUT',
      url: '/me/career-profile/',
      headers: who.headers,
      payload: { headline: '', desired_roles: [], locations: [], work_modes: [], open_to_relocation: false, cv_upload_id: cv.id },
    });
    const application = (await t.app.inject({ method: 'POST', url: '/jobs/openings/cloud-security-mentor/apply/', headers: who.headers, payload: {} })).json();
    return { who, application };
  }

  it('moves an application and mails the learner in their language, with the note', async () => {
    const { who, application } = await appliedLearner();
    const printed = await run('set-status', application.id, 'interview', 'We', 'will', 'call', 'you', 'on', 'Tuesday.');
    expect(printed).toBe(`Application ${application.id} is now interview; the learner was mailed with your note`);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, who.user.email)).orderBy(desc(outbox.createdAt));
    expect(mail!.subject).toBe('طلبك لوظيفة مرشد في أمن السحابة: مرحلة المقابلة');
    expect(mail!.body).toContain('We will call you on Tuesday.');
    expect(mail!.body).toContain('https://ilm.example/dashboard/jobs');
    const mine = (await t.app.inject({ method: 'GET', url: '/me/job-applications/', headers: who.headers })).json();
    expect(mine.results[0]).toMatchObject({ status: 'interview', history: [{ status: 'submitted' }, { status: 'interview' }] });
  });

  it("keeps every move in the application's history, oldest first, each with its note, for the learner to follow", async () => {
    const { who, application } = await appliedLearner();
    await run('set-status', application.id, 'in_review', 'Your', 'CV', 'is', 'with', 'the', 'hiring', 'team.');
    await run('set-status', application.id, 'interview');
    await run('set-status', application.id, 'in_review', 'A', 'second', 'reviewer', 'reads', 'it', 'too.');
    const mine = (await t.app.inject({ method: 'GET', url: '/me/job-applications/', headers: who.headers })).json();
    const history = mine.results[0].history;
    expect(history.map(({ status, note }: { status: string; note: string | null }) => [status, note])).toEqual([
      ['submitted', null],
      ['in_review', 'Your CV is with the hiring team.'],
      ['interview', null],
      ['in_review', 'A second reviewer reads it too.'],
    ]);
    const dates = history.map(({ at }: { at: string }) => Date.parse(at));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(mine.results[0].status).toBe('in_review');
  });

  it('records nothing for an unknown application, and the history goes with its application', async () => {
    const before = (await t.database.db.select().from(jobApplicationEvents)).length;
    await expect(run('set-status', '00000000-0000-4000-8000-000000000001', 'offer', 'Welcome')).rejects.toThrow('no job application');
    expect(await t.database.db.select().from(jobApplicationEvents)).toHaveLength(before);
    const { application } = await appliedLearner();
    await run('set-status', application.id, 'offer', 'Welcome aboard.');
    expect(await t.database.db.select().from(jobApplicationEvents).where(eq(jobApplicationEvents.applicationId, application.id))).toHaveLength(2);
    await t.database.db.delete(jobApplications).where(eq(jobApplications.id, application.id));
    expect(await t.database.db.select().from(jobApplicationEvents).where(eq(jobApplicationEvents.applicationId, application.id))).toEqual([]);
  });

  it('refuses an unknown status, a malformed id and an unknown application', async () => {
    const { application } = await appliedLearner();
    await expect(run('set-status', application.id, 'promoted')).rejects.toThrow(/status must be one of submitted, in_review/);
    await expect(run('set-status', 'not-an-id', 'offer')).rejects.toThrow(/must be a UUID/);
    await expect(run('set-status', '00000000-0000-4000-8000-000000000000', 'offer')).rejects.toThrow('no job application 00000000-0000-4000-8000-000000000000');
  });

  it("lists applications of one opening with the learner's e-mail, status and CV file", async () => {
    const { who, application } = await appliedLearner();
    const printed = await run('list-applications', '--opening', 'cloud-security-mentor');
    const line = printed.split('\n').find((row) => row.startsWith(application.id));
    expect(line).toContain(who.user.email);
    expect(line).toMatch(/ {2}submitted {2}.* {2}cv: uploads\/[0-9a-f-]{36}$/);
    expect(await run('list-applications', '--opening', 'linux-lab-author')).not.toContain(application.id);
    await expect(run('list-applications', '--opening', 'no-such-opening')).rejects.toThrow('there is no opening "no-such-opening"');
  });
});
