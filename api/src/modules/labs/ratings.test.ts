import { and, eq } from 'drizzle-orm';
import { labRatings } from './ratings.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

// Ratings on the real database. Completion goes the learner's way: launch the lab, pass every step's
// check (the fake driver's checks pass), and the API records the lab as completed.
const LAB = 'linux-files-and-permissions';
const PATH_WITH_RATED = 'devops-engineer';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rate = (who: SignedUp | null, payload: unknown, { slug = LAB, language = 'en' } = {}) =>
  t.app.inject({ method: 'PUT', url: `/labs/${slug}/rating/`, headers: { ...who?.headers, 'accept-language': language }, payload: payload as object });
const mine = (who: SignedUp, slug = LAB) => t.app.inject({ method: 'GET', url: `/labs/${slug}/rating/`, headers: who.headers });

async function complete(who: SignedUp, slug = LAB) {
  const created = (await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: slug } })).json();
  await t.app.services.lifecycle.settled();
  const detail = (await t.app.inject({ method: 'GET', url: `/catalog/labs/${slug}/` })).json();
  let completedAt: string | null = null;
  for (const index of detail.steps.keys()) {
    const checked = await t.app.inject({ method: 'POST', url: `/labs/instances/${created.id}/steps/${index}/check/`, headers: who.headers });
    completedAt = checked.json().completed_at;
  }
  if (!completedAt) throw new Error(`${slug} was not completed`);
}

async function completedLearner() {
  const who = await signUp(t.app);
  await complete(who);
  return who;
}

describe('labs/{slug}/rating/: who may rate', () => {
  it('refuses a learner who has not completed the lab with 403, in the request language', async () => {
    const who = await signUp(t.app);
    const english = await rate(who, { stars: 5 });
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({ code: 'lab_not_completed', message: expect.stringContaining('once you have completed it') });
    const arabic = await rate(who, { stars: 5 }, { language: 'ar' });
    expect(arabic.json().message).toBe('يمكنك تقييم هذا المختبر بعد إكماله: يجب أن ينجح التحقق من كل خطوة في إحدى جلساتك في المختبر.');
    const urdu = await rate(who, { stars: 5 }, { language: 'ur' });
    expect(urdu.json().message).toMatch(/^اس لیب کی درجہ بندی/);
    expect(await t.database.db.select().from(labRatings).where(eq(labRatings.userId, who.user.id))).toEqual([]);
  });

  it('refuses a learner whose instance of the lab has steps still failing', async () => {
    const who = await signUp(t.app);
    const created = (await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: LAB } })).json();
    await t.app.services.lifecycle.settled();
    await t.app.inject({ method: 'POST', url: `/labs/instances/${created.id}/steps/0/check/`, headers: who.headers });
    expect((await rate(who, { stars: 4 })).statusCode).toBe(403);
  });

  it('answers 401 without a token, 404 for an unknown lab and 400 for a malformed slug', async () => {
    expect((await rate(null, { stars: 5 })).statusCode).toBe(401);
    const who = await signUp(t.app);
    expect((await rate(who, { stars: 5 }, { slug: 'no-such-lab' })).json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect((await mine(who, 'no-such-lab')).statusCode).toBe(404);
    expect((await rate(who, { stars: 5 }, { slug: 'Bad_Slug!' })).statusCode).toBe(400);
  });
});

describe('labs/{slug}/rating/: saving and reading', () => {
  it("answers the learner's own rating, and null before they rated", async () => {
    const who = await completedLearner();
    const before = await mine(who);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();
    const saved = await rate(who, { stars: 4, comment: '  Clear steps; the chmod part was the best.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ lab_slug: LAB, stars: 4, comment: 'Clear steps; the chmod part was the best.' });
    expect((await mine(who)).json()).toEqual(saved.json());
    // Another learner's rating is not theirs.
    expect((await mine(await signUp(t.app))).json()).toBeNull();
  });

  it('a second PUT replaces the rating: one row, the new stars, a blank comment cleared', async () => {
    const who = await completedLearner();
    const first = (await rate(who, { stars: 2, comment: 'Too short.' })).json();
    const second = (await rate(who, { stars: 5, comment: '   ' })).json();
    expect(second).toMatchObject({ stars: 5, comment: null, created_at: first.created_at });
    expect(Date.parse(second.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.updated_at));
    const rows = await t.database.db
      .select()
      .from(labRatings)
      .where(and(eq(labRatings.userId, who.user.id), eq(labRatings.labSlug, LAB)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stars: 5, comment: null });
    expect((await mine(who)).json()).toMatchObject({ stars: 5, comment: null });
  });

  it.each([
    ['stars 0', { stars: 0 }, 'stars'],
    ['stars 6', { stars: 6 }, 'stars'],
    ['stars 4.5', { stars: 4.5 }, 'stars'],
    ['stars as text', { stars: '5' }, 'stars'],
    ['no stars', { comment: 'Nice' }, 'stars'],
    ['a comment of 501 characters', { stars: 5, comment: 'a'.repeat(501) }, 'comment'],
    ['a comment with a control character', { stars: 5, comment: 'ok\u0007' }, 'comment'],
    ['a field the body does not list', { stars: 5, featured: true }, 'featured'],
  ])('answers 400 naming the field for %s, and saves nothing', async (_case, payload, field) => {
    const who = await completedLearner();
    const response = await rate(who, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', field });
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect((await mine(who)).json()).toBeNull();
  });

  it('keeps a comment of 500 characters and line breaks', async () => {
    const who = await completedLearner();
    const comment = `${'é'.repeat(498)}\nok`.slice(0, 500);
    expect((await rate(who, { stars: 3, comment })).json().comment).toBe(comment);
  });
});

describe('the catalog rating of a lab', () => {
  // A lab no other test of this file rates, in the DevOps path (which does not hold LAB).
  const RATED = 'linux-text-processing';
  const catalogLab = async () => (await t.app.inject({ method: 'GET', url: `/catalog/labs/${RATED}/` })).json();
  const listedLab = async () =>
    (await t.app.inject({ method: 'GET', url: '/catalog/labs/?limit=100' })).json().results.find((lab: { slug: string }) => lab.slug === RATED);
  const learnerWhoCompleted = async () => {
    const who = await signUp(t.app);
    await complete(who, RATED);
    return who;
  };

  it('is null while nobody rated it, then the average and count of real ratings in the list, the detail and its paths', async () => {
    expect((await catalogLab()).rating).toBeNull();
    // Read once so the list answer is cached: a new rating must still show.
    expect((await listedLab()).rating).toBeNull();
    const ada = await learnerWhoCompleted();
    const bilal = await learnerWhoCompleted();
    const chen = await learnerWhoCompleted();
    // Completing without rating counts for nothing.
    expect((await catalogLab()).rating).toBeNull();
    await rate(ada, { stars: 5 }, { slug: RATED });
    await rate(bilal, { stars: 4 }, { slug: RATED });
    expect((await catalogLab()).rating).toEqual({ average: 4.5, count: 2 });
    expect((await listedLab()).rating).toEqual({ average: 4.5, count: 2 });
    await rate(chen, { stars: 4 }, { slug: RATED });
    // Bilal changes his mind: replaced, not counted twice.
    await rate(bilal, { stars: 3 }, { slug: RATED });
    expect((await catalogLab()).rating).toEqual({ average: 4, count: 3 });
    await rate(chen, { stars: 5 }, { slug: RATED });
    expect((await listedLab()).rating).toEqual({ average: 4.33, count: 3 });
    const path = (await t.app.inject({ method: 'GET', url: `/catalog/career-paths/${PATH_WITH_RATED}/` })).json();
    expect(path.labs.find((lab: { slug: string }) => lab.slug === RATED).rating).toEqual({ average: 4.33, count: 3 });
    // The path's other labs, which nobody rated, stay null.
    expect(path.labs.filter((lab: { slug: string }) => lab.slug !== RATED).map((lab: { rating: unknown }) => lab.rating)).toEqual(
      Array(path.labs.length - 1).fill(null),
    );
  }, 60_000);
});
