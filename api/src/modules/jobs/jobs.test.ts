import { desc, eq } from 'drizzle-orm';
import { jobApplications } from './jobs.schema';
import { outbox } from '../accounts/accounts.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';
import { samples, upload } from '../uploads/testing/upload-test-kit';
import { completeLabs } from './testing/jobs-test-kit';

// Openings, matching and applications on the real database (seeded openings: api/src/modules/jobs/jobs.seed.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_SITE_URL: 'https://ilm.example' } });
});
afterAll(() => t.close());

const LINUX_AUTHOR = 'linux-lab-author'; // asks for 4 labs
const LINUX_AUTHOR_LABS = ['linux-files-and-permissions', 'linux-text-processing', 'automation-bash-scripts', 'git-first-repository'];
const MENTOR = 'cloud-security-mentor';

const openings = (who: SignedUp | null, language = 'en') =>
  t.app.inject({ method: 'GET', url: '/jobs/openings/', headers: { ...who?.headers, 'accept-language': language } });
const apply = (who: SignedUp, slug: string, payload: object = {}, language = 'en') =>
  t.app.inject({ method: 'POST', url: `/jobs/openings/${slug}/apply/`, headers: { ...who.headers, 'accept-language': language }, payload });
const applications = (who: SignedUp) => t.app.inject({ method: 'GET', url: '/me/job-applications/', headers: who.headers });
const withdraw = (who: SignedUp, id: string) => t.app.inject({ method: 'POST', url: `/me/job-applications/${id}/withdraw/`, headers: who.headers });

/** A learner with a career profile naming an uploaded CV. */
async function readyLearner(overrides: Record<string, unknown> = {}) {
  const who = await signUp(t.app, overrides);
  const cv = (await upload(t, who, { content: samples.pdf })).json();
  const profile = {
    headline: 'Linux administrator',
    desired_roles: ['Lab author'],
    locations: ['Lahore'],
    work_modes: ['remote'],
    open_to_relocation: false,
    cv_upload_id: cv.id,
  };
  const saved = await t.app.inject({ method: 'PUT', url: '/me/career-profile/', headers: who.headers, payload: profile });
  expect(saved.statusCode).toBe(200);
  return { ...who, cvId: cv.id as string };
}

const mailsTo = async (email: string) => {
  await t.app.services.background.idle();
  return t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt));
};

describe('jobs/openings/: what a visitor sees', () => {
  it("lists Ilm Cloud's open openings in the request language, without a match", async () => {
    const response = await openings(null, 'ar');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBeGreaterThanOrEqual(5);
    const author = body.results.find((opening: { slug: string }) => opening.slug === LINUX_AUTHOR);
    expect(author).toMatchObject({ title: 'مؤلف مختبرات لينكس', employer: 'Ilm Cloud', work_mode: 'remote', open: true, match: null, application: null });
    expect(author.skill_labs.map((lab: { slug: string }) => lab.slug)).toEqual(LINUX_AUTHOR_LABS);
    expect(author.career_path.slug).toBe('devops-engineer');
  });

  it('answers one opening by slug, and 404 for an unknown one', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/jobs/openings/${MENTOR}/`, headers: { 'accept-language': 'ur' } });
    expect(one.json()).toMatchObject({ slug: MENTOR, title: 'کلاؤڈ سیکیورٹی مینٹور' });
    const unknown = await t.app.inject({ method: 'GET', url: '/jobs/openings/no-such-opening/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Opening "no-such-opening" was not found.');
  });
});

describe('jobs/openings/: a signed-in learner sees the best match first', () => {
  it('ranks by the share of the labs each opening asks for that the learner completed, and says which', async () => {
    const who = await signUp(t.app);
    // 3 of the Linux author's 4 labs; 1 of the mentor's 4.
    await completeLabs(t, who.user.id, [
      'linux-files-and-permissions',
      'linux-text-processing',
      'automation-bash-scripts',
      'security-ssh-keys-and-permissions',
    ]);
    const results = (await openings(who)).json().results;
    expect(results[0].slug).toBe(LINUX_AUTHOR);
    expect(results[0].match).toEqual({
      matched: [
        { slug: 'linux-files-and-permissions', title: expect.any(String) },
        { slug: 'linux-text-processing', title: expect.any(String) },
        { slug: 'automation-bash-scripts', title: expect.any(String) },
      ],
      missing: [{ slug: 'git-first-repository', title: expect.any(String) }],
      share: 0.75,
    });
    const shares = results.map((opening: { match: { share: number } }) => opening.match.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    const mentor = results.find((opening: { slug: string }) => opening.slug === MENTOR);
    expect(mentor.match.matched.map((lab: { slug: string }) => lab.slug)).toEqual(['security-ssh-keys-and-permissions']);
  });

  it('puts the security mentor first for a learner who completed security labs', async () => {
    const who = await signUp(t.app);
    await completeLabs(t, who.user.id, ['security-ssh-keys-and-permissions', 'security-openssl-certificates']);
    expect((await openings(who)).json().results[0].slug).toBe(MENTOR);
  });
});

describe('jobs/openings/{slug}/apply/', () => {
  it('needs a CV in the career profile first', async () => {
    const who = await signUp(t.app);
    const response = await apply(who, LINUX_AUTHOR);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'cv_required', message: expect.stringContaining('Add your CV') });
    expect(await t.database.db.select().from(jobApplications).where(eq(jobApplications.userId, who.user.id))).toEqual([]);
  });

  it('applies with a snapshot of the profile, mails the learner in their language, and shows it in the list', async () => {
    const who = await readyLearner();
    await completeLabs(t, who.user.id, ['linux-files-and-permissions']);
    const response = await apply(who, LINUX_AUTHOR, { cover_note: '  I wrote the shell scripts of my last team.\nHappy to show them.  ' }, 'ur');
    expect(response.statusCode).toBe(201);
    const application = response.json();
    expect(application).toMatchObject({
      opening: { slug: LINUX_AUTHOR, employer: 'Ilm Cloud' },
      status: 'submitted',
      cover_note: 'I wrote the shell scripts of my last team.\nHappy to show them.',
      can_withdraw: true,
      history: [{ status: 'submitted', at: application.created_at, note: null }],
    });
    const [row] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.id, application.id));
    expect(row!.profileSnapshot).toMatchObject({
      headline: 'Linux administrator',
      cv_upload_id: who.cvId,
      skills: { labs: [expect.objectContaining({ slug: 'linux-files-and-permissions' })] },
    });
    // A later change of the profile leaves what was sent as it was.
    await t.app.inject({
      method: 'PUT',
      url: '/me/career-profile/',
      headers: who.headers,
      payload: { headline: 'Changed', desired_roles: [], locations: [], work_modes: [], open_to_relocation: true, cv_upload_id: null },
    });
    const [after] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.id, application.id));
    expect(after!.profileSnapshot).toEqual(row!.profileSnapshot);
    const [mail] = await mailsTo(who.user.email);
    expect(mail!.subject).toBe('درخواست موصول ہو گئی: لینکس لیبز کے مصنف');
    expect(mail!.body).toContain('https://ilm.example/dashboard/jobs');
    const mine = (await applications(who)).json();
    expect(mine.results.map((item: { id: string }) => item.id)).toEqual([application.id]);
    const listed = (await openings(who)).json().results.find((opening: { slug: string }) => opening.slug === LINUX_AUTHOR);
    expect(listed.application).toEqual({ id: application.id, status: 'submitted' });
  });

  it('refuses a second application to the same opening with 409 and the existing application', async () => {
    const who = await readyLearner();
    const first = (await apply(who, MENTOR, { cover_note: 'First' })).json();
    const second = await apply(who, MENTOR, { cover_note: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'already_applied',
      message: 'You have already applied to this opening.',
      application: { id: first.id, cover_note: 'First' },
    });
    expect(await t.database.db.select().from(jobApplications).where(eq(jobApplications.userId, who.user.id))).toHaveLength(1);
  });

  it('stores one application when the same learner applies twice at once', async () => {
    const who = await readyLearner();
    const answers = await Promise.all([apply(who, LINUX_AUTHOR), apply(who, LINUX_AUTHOR)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(jobApplications).where(eq(jobApplications.userId, who.user.id))).toHaveLength(1);
    // One sending, one step in its history.
    const [only] = (await applications(who)).json().results;
    expect(only.history).toEqual([{ status: 'submitted', at: only.created_at, note: null }]);
  });

  it('refuses a closed opening with 409, and it leaves the list', async () => {
    const who = await readyLearner();
    await t.app.services.openings.add({
      slug: 'closed-test-opening',
      employer: 'Ilm Cloud',
      title: { en: 'Closed role' },
      description: { en: '' },
      location: 'UTC',
      workMode: 'remote',
      careerPathSlug: null,
      skillLabSlugs: [],
    });
    await t.app.services.openings.close('closed-test-opening');
    const response = await apply(who, 'closed-test-opening');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('opening_closed');
    expect((await openings(who)).json().results.map((opening: { slug: string }) => opening.slug)).not.toContain('closed-test-opening');
  });

  it('refuses a cover note over 2,000 characters and a field it does not take, naming them', async () => {
    const who = await readyLearner();
    expect((await apply(who, LINUX_AUTHOR, { cover_note: 'x'.repeat(2001) })).json().field).toBe('cover_note');
    expect((await apply(who, LINUX_AUTHOR, { status: 'hired' })).json().field).toBe('status');
  });

  it('keeps a CV that was sent with an application: deleting it is 409', async () => {
    const who = await readyLearner();
    await apply(who, LINUX_AUTHOR);
    const response = await t.app.inject({ method: 'DELETE', url: `/uploads/${who.cvId}/`, headers: who.headers });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('upload_in_use');
  });
});

describe('me/job-applications/: the learner follows and withdraws their own', () => {
  it("withdraws an application once; another learner's is 404", async () => {
    const who = await readyLearner();
    const { id } = (await apply(who, MENTOR)).json();
    expect((await withdraw(await signUp(t.app), id)).statusCode).toBe(404);
    const withdrawn = await withdraw(who, id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      status: 'withdrawn',
      can_withdraw: false,
      history: [{ status: 'submitted' }, { status: 'withdrawn', note: null }],
    });
    // The history is kept: the list says the same, and a refused second withdrawal adds nothing to it.
    const again = await withdraw(who, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('application_closed');
    const listed = (await applications(who)).json().results[0];
    expect(listed.history.map((step: { status: string }) => step.status)).toEqual(['submitted', 'withdrawn']);
    expect(listed.history[1].at).toBe(withdrawn.json().updated_at);
  });

  it("lists only the learner's own applications", async () => {
    const who = await readyLearner();
    await apply(who, MENTOR);
    expect((await applications(await signUp(t.app))).json()).toEqual({ count: 0, results: [] });
    expect((await t.app.inject({ method: 'GET', url: '/me/job-applications/' })).statusCode).toBe(401);
  });
});
