import { FakeDriver } from './testing/fake-driver';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

// A platform whose only driver is the local sandbox: labs that need a cloud are refused before any
// token moves, and so are launches over the machine's or the learner's limit.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ driver: new FakeDriver({ environments: ['sandbox'] }), env: { LAB_MAX_INSTANCES: '3', LAB_MAX_PER_LEARNER: '2' } });
});
afterAll(() => t.close());

const launch = (who: SignedUp, lab_slug: string, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/labs/instances/', headers: { ...who.headers, 'accept-language': language }, payload: { lab_slug } });
const balanceOf = async (who: SignedUp) => (await t.app.inject({ method: 'GET', url: '/tokens/balance/', headers: who.headers })).json().balance as number;
const sandboxLab = async () => {
  const labs = (await t.app.inject({ method: 'GET', url: '/catalog/labs/?limit=100' })).json().results as {
    slug: string;
    environment: string;
    launchable: boolean;
  }[];
  return labs.find((lab) => lab.environment === 'sandbox')!.slug;
};

describe('launch limits', () => {
  it('a lab that needs a cloud says which, cannot be launched (409 lab_needs_environment) and takes no tokens', async () => {
    const who = await signUp(t.app);
    const listed = (await t.app.inject({ method: 'GET', url: '/catalog/labs/aws-ec2-basics/' })).json();
    expect(listed).toMatchObject({ environment: 'aws', launchable: false });
    const response = await launch(who, 'aws-ec2-basics', 'ar');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'lab_needs_environment', message: expect.stringContaining('AWS') });
    expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await balanceOf(who)).toBe(t.config.signupBonusTokens);
  });

  it("a career path's and a learning path's labs say whether they can be launched here, as the lab list does", async () => {
    const paths = [
      ...(await t.app.inject({ method: 'GET', url: '/catalog/learning-paths/' })).json().results,
      (await t.app.inject({ method: 'GET', url: '/catalog/career-paths/cloud-engineer/' })).json(),
    ] as { labs: { environment: string; launchable: boolean }[] }[];
    const labs = paths.flatMap((path) => path.labs);
    expect(labs.some((lab) => lab.environment === 'sandbox')).toBe(true);
    for (const lab of labs) expect(lab.launchable).toBe(lab.environment === 'sandbox');
  });

  it('a learner at LAB_MAX_PER_LEARNER active labs is told to stop one (409 lab_learner_limit), no tokens taken', async () => {
    const who = await signUp(t.app);
    const slug = await sandboxLab();
    expect((await launch(who, slug)).statusCode).toBe(201);
    expect((await launch(who, slug)).statusCode).toBe(201);
    const before = await balanceOf(who);
    const third = await launch(who, slug);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'lab_learner_limit',
      message: 'You already have 2 labs running or starting, the most at once. Stop one to launch another.',
    });
    expect(await balanceOf(who)).toBe(before);
  });

  it('a machine at LAB_MAX_INSTANCES answers "no capacity right now" (503 lab_no_capacity), no tokens taken', async () => {
    const other = await signUp(t.app);
    const slug = await sandboxLab();
    // Two are already active (the test above); this third fills the machine.
    expect((await launch(other, slug)).statusCode).toBe(201);
    const before = await balanceOf(other);
    const full = await launch(other, slug, 'ur');
    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({ code: 'lab_no_capacity' });
    expect(full.json().message).toMatch(/گنجائش/);
    expect(await balanceOf(other)).toBe(before);
  });
});
