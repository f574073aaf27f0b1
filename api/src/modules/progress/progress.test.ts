import { eq } from 'drizzle-orm';
import { careerPaths, labs, learningPaths } from '../catalog/catalog.schema';
import { FakeDriver } from '../labs/testing/fake-driver';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';
import { client, completeLabs, declaration, seedShortPath, SHORT_PATH, SHORT_PATH_LAB } from '../diplomas/testing/diplomas-test-kit';

// This platform runs only sandbox labs here: the cloud labs of a path cannot be launched.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ driver: new FakeDriver({ environments: ['sandbox'] }) });
  await seedShortPath(t);
});
afterAll(() => t.close());

const progressOf = async (who: SignedUp, language: 'en' | 'ar' | 'ur' = 'en') => {
  const response = await client(t, who, language).get('/me/progress/');
  expect(response.statusCode).toBe(200);
  return response.json();
};
const pathRow = async (slug: string) => (await t.database.db.select().from(careerPaths).where(eq(careerPaths.slug, slug)))[0]!;
const labRow = async (slug: string) => (await t.database.db.select().from(labs).where(eq(labs.slug, slug)))[0]!;

describe('GET me/progress/', () => {
  it('asks for a signed-in learner', async () => {
    expect((await client(t, null).get('/me/progress/')).statusCode).toBe(401);
  });

  it('a learner who started nothing and bought nothing has no paths in progress', async () => {
    expect(await progressOf(await signUp(t.app))).toEqual({ career_paths: [], learning_paths: [] });
  });

  it('a path appears once one of its labs is completed: its labs in order, the counts, and the next lab to take', async () => {
    const who = await signUp(t.app);
    const path = await pathRow('cloud-engineer');
    await completeLabs(t, who, ['networking-loopback-services']);
    const { career_paths: careers, learning_paths: learning } = await progressOf(who);
    const cloud = careers.find((entry: { slug: string }) => entry.slug === 'cloud-engineer');
    expect(cloud).toMatchObject({
      kind: 'career_path',
      title: 'Cloud Engineer',
      owned: false,
      completed: 1,
      total: path.labSlugs.length,
      completed_at: null,
      diploma_id: null,
    });
    expect(cloud.labs.map((lab: { slug: string }) => lab.slug)).toEqual(path.labSlugs);
    expect(cloud.labs[1]).toMatchObject({ slug: 'networking-loopback-services', completed_at: expect.any(String), launchable: true });
    expect(cloud.labs[3]).toMatchObject({ slug: 'aws-ec2-basics', completed_at: null, launchable: false });
    expect(cloud.next_lab).toMatchObject({ slug: 'linux-files-and-permissions', completed_at: null, launchable: true });
    // Learning paths with that lab are there too; paths without any completed lab are not.
    const security = await t.database.db.select().from(learningPaths).where(eq(learningPaths.slug, 'security-on-the-command-line'));
    expect(learning.map((entry: { slug: string }) => entry.slug)).toEqual(['security-on-the-command-line']);
    expect(learning[0]).toMatchObject({ kind: 'learning_path', owned: false, completed: 1, total: security[0]!.labSlugs.length, diploma_id: null });
    expect(careers.map((entry: { slug: string }) => entry.slug)).not.toContain('ai-engineer');
  });

  it('the next lab is one that can be launched here before one that cannot; it is null once every lab is completed', async () => {
    const who = await signUp(t.app);
    const path = await pathRow('cloud-engineer');
    const sandboxLabs: string[] = [];
    for (const slug of path.labSlugs) if ((await labRow(slug)).environment === 'sandbox') sandboxLabs.push(slug);
    await completeLabs(t, who, sandboxLabs);
    const cloud = (await progressOf(who)).career_paths.find((entry: { slug: string }) => entry.slug === 'cloud-engineer');
    const firstCloudLab = path.labSlugs.find((slug) => !sandboxLabs.includes(slug));
    expect(cloud.next_lab).toMatchObject({ slug: firstCloudLab, launchable: false });
    await completeLabs(t, who, path.labSlugs);
    const done = (await progressOf(who)).career_paths.find((entry: { slug: string }) => entry.slug === 'cloud-engineer');
    expect(done).toMatchObject({ completed: path.labSlugs.length, total: path.labSlugs.length, next_lab: null, completed_at: expect.any(String) });
  });

  it('a bought career path appears with nothing completed, marked owned', async () => {
    const who = await signUp(t.app);
    const order = (await client(t, who).post('/payments/orders/', { item_type: 'career_path', item_slug: 'devops-engineer' })).json();
    const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' };
    expect((await client(t, who).post(`/payments/orders/${order.id}/pay/`, { card })).statusCode).toBe(200);
    const devops = (await progressOf(who)).career_paths.find((entry: { slug: string }) => entry.slug === 'devops-engineer');
    expect(devops).toMatchObject({ owned: true, completed: 0, completed_at: null, next_lab: { slug: (await pathRow('devops-engineer')).labSlugs[0] } });
  });

  it('titles are in the request’s language, and a completed path names its diploma', async () => {
    const who = await signUp(t.app);
    await completeLabs(t, who, [SHORT_PATH_LAB]);
    const diplomaId = (await client(t, who).post('/forms/diploma-declaration/', declaration(SHORT_PATH))).json().diploma_id;
    const short = (await progressOf(who, 'ar')).career_paths.find((entry: { slug: string }) => entry.slug === SHORT_PATH);
    const lab = await labRow(SHORT_PATH_LAB);
    expect(short).toMatchObject({ title: 'الخطوات الأولى في لينكس', completed: 1, total: 1, next_lab: null, diploma_id: diplomaId });
    expect(short.labs[0].title).toBe(lab.translations.ar?.title ?? lab.title);
    expect(short.labs[0].title).not.toBe(lab.title);
  });

  it('shows only the learner’s own labs, never another learner’s', async () => {
    const amina = await signUp(t.app);
    const bilal = await signUp(t.app);
    await completeLabs(t, amina, ['sql-sqlite-basics']);
    expect(await progressOf(bilal)).toEqual({ career_paths: [], learning_paths: [] });
    expect((await progressOf(amina)).career_paths.map((entry: { slug: string }) => entry.slug)).toEqual(['data-engineer']);
  });
});
