import { randomUUID } from 'node:crypto';
import { adminAreas } from '../../admin/admin-areas';
import { internshipsAdmin } from './internships.admin';
import { internshipCohorts } from './internships.schema';
import { labCompletions } from '../labs/instances.schema';
import { seedInternships } from './seed/internships-seed';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

// Staff actions as `pnpm --filter @ilm/api admin internships …` runs them (action.run on the database),
// and what the learner then sees through the API.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (action: string, ...args: string[]) => internshipsAdmin[action]!.run(t.database.db, args);
const mine = async (who: SignedUp) => (await t.app.inject({ method: 'GET', url: '/me/internships/', headers: who.headers })).json().results[0];
const submit = (who: SignedUp, id: string) => t.app.inject({ method: 'POST', url: `/me/internships/${id}/submit/`, headers: who.headers });

async function applied() {
  const who = await signUp(t.app);
  const list = (await t.app.inject({ method: 'GET', url: '/internships/programmes/' })).json().results;
  const programme = list.find((item: { slug: string }) => item.slug === 'cloud-security-internship');
  const response = await t.app.inject({
    method: 'POST',
    url: `/internships/cohorts/${programme.cohorts[0].id}/apply/`,
    headers: who.headers,
    payload: { motivation: 'I want to practise securing servers on real tasks, with a mentor who reviews my capstone.' },
  });
  const labs = programme.capstone_labs.map((lab: { slug: string }) => lab.slug) as string[];
  return { who, id: response.json().id as string, labs };
}

const complete = (who: SignedUp, slugs: string[]) =>
  t.database.db.insert(labCompletions).values(slugs.map((labSlug) => ({ userId: who.user.id, labSlug, instanceId: randomUUID() })));

describe('admin internships', () => {
  it('is registered as the internships area of the admin command', () => {
    expect(adminAreas.internships).toBe(internshipsAdmin);
    expect(Object.keys(internshipsAdmin).sort()).toEqual(['accept', 'decline', 'list', 'review']);
  });

  it('accept lets the learner send the capstone; a second accept is refused', async () => {
    const { who, id, labs } = await applied();
    expect(await run('accept', id)).toBe(`Application ${id} is accepted.`);
    expect((await mine(who)).status).toBe('accepted');
    await expect(run('accept', id)).rejects.toThrow('only an application that is applied can be accepted');
    await complete(who, labs);
    expect((await submit(who, id)).statusCode).toBe(200);
  });

  it('review changes_requested shows the note to the learner, who sends the capstone again', async () => {
    const { who, id, labs } = await applied();
    await run('accept', id);
    await complete(who, labs);
    await submit(who, id);
    await run('review', id, 'changes_requested', 'Explain', 'why', 'the', 'key', 'is', '0600.');
    expect(await mine(who)).toMatchObject({
      status: 'in_progress',
      mentor_review: 'changes_requested',
      mentor_note: 'Explain why the key is 0600.',
      completed_at: null,
    });
    expect((await submit(who, id)).json()).toMatchObject({ mentor_review: 'pending', mentor_note: null });
  });

  it('review approved with every capstone lab completed completes the internship', async () => {
    const { who, id, labs } = await applied();
    await run('accept', id);
    await complete(who, labs);
    await submit(who, id);
    const printed = await run('review', id, 'approved', 'Well', 'done.');
    expect(printed).toMatch(new RegExp(`^Application ${id}: review approved, status completed on \\d{4}-`));
    const internship = await mine(who);
    expect(internship).toMatchObject({ status: 'completed', mentor_review: 'approved', mentor_note: 'Well done.' });
    expect(Date.parse(internship.completed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await submit(who, id)).json()).toMatchObject({ code: 'internship_closed' });
  });

  it('review refuses an unknown verdict, an unknown id, and a capstone not sent for review', async () => {
    const { id } = await applied();
    await expect(run('review', id, 'great')).rejects.toThrow('the review is one of: changes_requested, approved');
    await expect(run('review', randomUUID(), 'approved')).rejects.toThrow('no internship application');
    await expect(run('review', 'not-an-id', 'approved')).rejects.toThrow('is not an application id');
    await expect(run('review', id, 'approved')).rejects.toThrow('has no capstone waiting for review (review: not_started)');
  });

  it('decline closes the application; list shows each application with its learner', async () => {
    const { who, id } = await applied();
    expect(await run('decline', id)).toBe(`Application ${id} is not_selected.`);
    expect((await mine(who)).status).toBe('not_selected');
    const listed = await run('list');
    expect(listed).toContain(`${id}  not_selected  review:not_started  ${who.user.email}  cloud-security-internship`);
  });
});

describe('the internship seed', () => {
  it('keeps two upcoming cohorts per programme: a second run adds none, and a later day adds the next one', async () => {
    const count = async () => (await t.database.db.select().from(internshipCohorts)).length;
    const before = await count();
    await seedInternships(t.database.db);
    expect(await count()).toBe(before);
    // Some day after the first cohort started, one programme is a cohort short: the seed adds the next.
    const starts = (await t.database.db.select().from(internshipCohorts)).map((cohort) => cohort.startsOn).sort();
    const later = new Date(`${starts[0]}T12:00:00Z`);
    await seedInternships(t.database.db, later);
    expect(await count()).toBeGreaterThan(before);
  });
});
