import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { internshipApplications, internshipCohorts } from './internships.schema';
import { labCompletions } from '../labs/instances.schema';
import { labs } from '../catalog/catalog.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

// Internships on the real database, through the API a learner uses. Lab completions are written as
// the lab instances write them (`lab_completions`): the capstone counts what is recorded there.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MOTIVATION = 'I completed the Linux labs and want to practise on real tasks with a mentor who reviews my work.';
const DAY = 24 * 3600 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const programmes = async (language = 'en') =>
  (await t.app.inject({ method: 'GET', url: '/internships/programmes/', headers: { 'accept-language': language } })).json();
const apply = (who: SignedUp | null, cohortId: string, payload: object = { motivation: MOTIVATION }, language = 'en') =>
  t.app.inject({ method: 'POST', url: `/internships/cohorts/${cohortId}/apply/`, headers: { ...who?.headers, 'accept-language': language }, payload });
const mine = async (who: SignedUp) => (await t.app.inject({ method: 'GET', url: '/me/internships/', headers: who.headers })).json();
const submit = (who: SignedUp, id: string, language = 'en') =>
  t.app.inject({ method: 'POST', url: `/me/internships/${id}/submit/`, headers: { ...who.headers, 'accept-language': language } });

async function programme(slug = 'devops-engineering-internship') {
  const found = (await programmes()).results.find((item: { slug: string }) => item.slug === slug);
  if (!found) throw new Error(`no programme ${slug}`);
  return found as { slug: string; capstone_labs: { slug: string; title: string }[]; cohorts: { id: string; seats_left: number; open: boolean }[] };
}

/** The programme's cohorts that take applications (tests below add started and full ones). */
async function openCohorts(slug?: string) {
  return (await programme(slug)).cohorts.filter((c) => c.open);
}

async function complete(who: SignedUp, slugs: string[]) {
  await t.database.db.insert(labCompletions).values(slugs.map((labSlug) => ({ userId: who.user.id, labSlug, instanceId: randomUUID() })));
}

async function cohort(values: { startsOn: string; endsOn: string; seats: number }) {
  const [row] = await t.database.db
    .insert(internshipCohorts)
    .values({ programmeSlug: 'devops-engineering-internship', ...values })
    .returning();
  return row!.id;
}

describe('GET internships/programmes/: the seeded programmes', () => {
  it("lists Ilm Cloud's programmes, each for a career path, with a capstone of two to four labs that run in the sandbox", async () => {
    const body = await programmes();
    expect(body.count).toBeGreaterThanOrEqual(3);
    const sandboxLabs = new Set((await t.database.db.select({ slug: labs.slug }).from(labs).where(eq(labs.environment, 'sandbox'))).map((lab) => lab.slug));
    for (const item of body.results) {
      expect(item.career_path.title).not.toBe(item.career_path.slug);
      expect(item.capstone_labs.length).toBeGreaterThanOrEqual(2);
      expect(item.capstone_labs.length).toBeLessThanOrEqual(4);
      for (const lab of item.capstone_labs) expect(sandboxLabs.has(lab.slug)).toBe(true);
    }
  });

  it('gives every programme two cohorts in the future, with seats, open to applications', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const item of (await programmes()).results) {
      const upcoming = item.cohorts.filter((c: { starts_on: string }) => c.starts_on > today);
      expect(upcoming.length).toBeGreaterThanOrEqual(2);
      for (const c of upcoming) {
        expect(c.ends_on > c.starts_on).toBe(true);
        expect(c.seats).toBeGreaterThan(0);
        expect(c.open).toBe(true);
      }
    }
  });

  it("answers the programme's words and the catalog's names in the request's language", async () => {
    const arabic = (await programmes('ar')).results.find((item: { slug: string }) => item.slug === 'devops-engineering-internship');
    expect(arabic.title).toBe('تدريب هندسة DevOps');
    expect(arabic.summary).toMatch(/^اعمل كما يعمل فريق DevOps/);
    expect(arabic.capstone_labs[0].title).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('POST internships/cohorts/:id/apply/: the refusals', () => {
  it('answers 401 without a token', async () => {
    const cohorts = await openCohorts();
    expect((await apply(null, cohorts[0]!.id)).statusCode).toBe(401);
  });

  it('refuses a motivation too short (spaces do not count) or too long, naming the field', async () => {
    const who = await signUp(t.app);
    const cohorts = await openCohorts();
    for (const motivation of ['Too short.', `   ${'a'.repeat(20)}${' '.repeat(60)}`, 'x'.repeat(2001)]) {
      const response = await apply(who, cohorts[0]!.id, { motivation });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', field: 'motivation' });
    }
    expect(await mine(who)).toEqual({ count: 0, results: [] });
  });

  it('answers 404 for an unknown cohort', async () => {
    const who = await signUp(t.app);
    const response = await apply(who, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Internship cohort was not found.');
  });

  it('takes one application per cohort: a second answers 409 already_applied', async () => {
    const who = await signUp(t.app);
    const cohorts = await openCohorts();
    expect((await apply(who, cohorts[0]!.id)).statusCode).toBe(201);
    const again = await apply(who, cohorts[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_applied' });
    expect((await mine(who)).count).toBe(1);
  });

  it('refuses a full cohort with 409 cohort_full, in the request language', async () => {
    const cohortId = await cohort({ startsOn: dateIn(30), endsOn: dateIn(80), seats: 1 });
    expect((await apply(await signUp(t.app), cohortId)).statusCode).toBe(201);
    const listed = (await programme()).cohorts.find((c) => c.id === cohortId)!;
    expect(listed).toMatchObject({ seats_left: 0, open: false });
    const late = await apply(await signUp(t.app), cohortId, { motivation: MOTIVATION }, 'ur');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'cohort_full', message: 'اس بیچ میں کوئی نشست باقی نہیں۔ پروگرام کا کوئی دوسرا بیچ منتخب کریں۔' });
  });

  it('refuses a cohort that has started or ended with 409 cohort_closed', async () => {
    const who = await signUp(t.app);
    for (const dates of [
      { startsOn: dateIn(-3), endsOn: dateIn(40) },
      { startsOn: dateIn(-90), endsOn: dateIn(-30) },
    ]) {
      const response = await apply(who, await cohort({ ...dates, seats: 10 }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'cohort_closed' });
    }
  });

  it('gives the last seat to one of two learners applying at the same moment (the race needs PostgreSQL to show)', async () => {
    const cohortId = await cohort({ startsOn: dateIn(30), endsOn: dateIn(80), seats: 1 });
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const answers = await Promise.all([apply(a, cohortId), apply(b, cohortId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await t.database.db.select().from(internshipApplications).where(eq(internshipApplications.cohortId, cohortId))).length).toBe(1);
  });

  it('gives a declined seat back', async () => {
    const cohortId = await cohort({ startsOn: dateIn(30), endsOn: dateIn(80), seats: 1 });
    const first = (await apply(await signUp(t.app), cohortId)).json();
    await t.database.db.update(internshipApplications).set({ status: 'not_selected' }).where(eq(internshipApplications.id, first.id));
    expect((await apply(await signUp(t.app), cohortId)).statusCode).toBe(201);
  });

  it('takes no application from an account whose e-mail nobody confirmed (403 email_not_confirmed): it holds no seat', async () => {
    const cohortId = await cohort({ startsOn: dateIn(30), endsOn: dateIn(80), seats: 1 });
    const unconfirmed = await signUp(t.app, {}, { confirm: false });
    const refused = await apply(unconfirmed, cohortId, { motivation: MOTIVATION }, 'ar');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email_not_confirmed', message: expect.stringMatching(/^أكّد عنوان بريدك الإلكتروني/) });
    expect((await programme()).cohorts.find((c) => c.id === cohortId)).toMatchObject({ seats_left: 1 });
    expect((await apply(await signUp(t.app), cohortId)).statusCode).toBe(201);
  });
});

describe('me/internships/:id/withdraw/', () => {
  const withdraw = (who: SignedUp, id: string, language = 'en') =>
    t.app.inject({ method: 'POST', url: `/me/internships/${id}/withdraw/`, headers: { ...who.headers, 'accept-language': language } });

  it('withdraws the learner’s application and gives its seat back to the cohort at once', async () => {
    const cohortId = await cohort({ startsOn: dateIn(30), endsOn: dateIn(80), seats: 1 });
    const who = await signUp(t.app);
    const applied = (await apply(who, cohortId)).json();
    expect((await programme()).cohorts.find((c) => c.id === cohortId)).toMatchObject({ seats_left: 0 });
    const answer = await withdraw(who, applied.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: applied.id, status: 'withdrawn' });
    expect((await programme()).cohorts.find((c) => c.id === cohortId)).toMatchObject({ seats_left: 1, open: true });
    expect((await apply(await signUp(t.app), cohortId)).statusCode).toBe(201);
  });

  it("refuses a second withdrawal (409 internship_closed) and another learner's internship (404)", async () => {
    const cohortId = await cohort({ startsOn: dateIn(30), endsOn: dateIn(80), seats: 3 });
    const who = await signUp(t.app);
    const applied = (await apply(who, cohortId)).json();
    expect((await withdraw(await signUp(t.app), applied.id)).statusCode).toBe(404);
    expect((await withdraw(who, applied.id)).statusCode).toBe(200);
    const again = await withdraw(who, applied.id, 'ur');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'internship_closed', message: expect.stringMatching(/^یہ انٹرن شپ پہلے ہی ختم ہو چکی ہے/) });
  });
});

describe('me/internships/: status and capstone progress', () => {
  it("shows the learner's application with which capstone labs they completed, from lab completions", async () => {
    const who = await signUp(t.app);
    const { capstone_labs } = await programme();
    const cohorts = await openCohorts();
    const created = await apply(who, cohorts[1]!.id);
    expect(created.json()).toMatchObject({ status: 'applied', mentor_review: 'not_started', mentor_note: null, capstone_complete: false });
    await complete(who, [capstone_labs[0]!.slug]);
    const [internship] = (await mine(who)).results;
    expect(internship.programme.slug).toBe('devops-engineering-internship');
    expect(internship.motivation).toBe(MOTIVATION);
    expect(internship.capstone.map((lab: { slug: string; completed: boolean }) => [lab.slug, lab.completed])).toEqual(
      capstone_labs.map((lab, index) => [lab.slug, index === 0]),
    );
    expect(internship.capstone[0].completed_at).toEqual(expect.any(String));
  });

  it("never shows one learner's internship to another, and answers 404 when another submits it", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const cohorts = await openCohorts();
    const { id } = (await apply(owner, cohorts[0]!.id)).json();
    expect(await mine(other)).toEqual({ count: 0, results: [] });
    expect((await submit(other, id)).statusCode).toBe(404);
    expect((await submit(owner, randomUUID())).statusCode).toBe(404);
  });
});

describe('me/internships/:id/submit/ and the mentor review', () => {
  async function accepted() {
    const who = await signUp(t.app);
    const { capstone_labs } = await programme();
    const cohorts = await openCohorts();
    const { id } = (await apply(who, cohorts[0]!.id)).json();
    return { who, id, labs: capstone_labs };
  }

  it('refuses before staff accept the application (409 not_accepted)', async () => {
    const { who, id, labs } = await accepted();
    await complete(
      who,
      labs.map((lab) => lab.slug),
    );
    const response = await submit(who, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'not_accepted' });
  });

  it('refuses while a capstone lab is not completed, naming those labs in the learner language', async () => {
    const { who, id, labs } = await accepted();
    await t.database.db.update(internshipApplications).set({ status: 'accepted' }).where(eq(internshipApplications.id, id));
    await complete(who, [labs[0]!.slug]);
    const response = await submit(who, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('capstone_incomplete');
    expect(response.json().message).toBe(
      `Complete every lab of the capstone before sending it for review. Still to complete: ${labs[1]!.title} and ${labs[2]!.title}.`,
    );
    const arabic = (await submit(who, id, 'ar')).json().message as string;
    expect(arabic).toMatch(/^أكمل كل مختبرات المشروع الختامي/);
    expect(arabic).not.toContain(labs[0]!.slug);
    expect((await mine(who)).results[0].mentor_review).toBe('not_started');
  });

  it('sends a complete capstone for review once: pending, then 409 review_pending', async () => {
    const { who, id, labs } = await accepted();
    await t.database.db.update(internshipApplications).set({ status: 'accepted' }).where(eq(internshipApplications.id, id));
    await complete(
      who,
      labs.map((lab) => lab.slug),
    );
    const response = await submit(who, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'in_progress', mentor_review: 'pending', capstone_complete: true });
    const again = await submit(who, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'review_pending' });
  });

  it('refuses a closed internship (409 internship_closed)', async () => {
    const { who, id, labs } = await accepted();
    await complete(
      who,
      labs.map((lab) => lab.slug),
    );
    await t.database.db.update(internshipApplications).set({ status: 'not_selected' }).where(eq(internshipApplications.id, id));
    expect((await submit(who, id)).json()).toMatchObject({ code: 'internship_closed' });
  });
});
