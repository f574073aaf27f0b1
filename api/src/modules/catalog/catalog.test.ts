import { CLOUDS } from '@ilm/contract';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('catalog/labs/', () => {
  it('the seeded catalog has at least 20 labs over AWS, Azure, GCP, Kubernetes, security and AI', async () => {
    const { status, body } = await get('/catalog/labs/?limit=100');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(20);
    expect(new Set(body.results.map((lab: { cloud: string }) => lab.cloud))).toEqual(new Set(CLOUDS));
  });

  it('filters by cloud and level, and pages with limit/offset', async () => {
    const aws = await get('/catalog/labs/?cloud=aws');
    expect(aws.body.results.length).toBeGreaterThan(0);
    expect(aws.body.results.every((lab: { cloud: string }) => lab.cloud === 'aws')).toBe(true);
    const hard = await get('/catalog/labs/?level=advanced&cloud=kubernetes');
    expect(hard.body.results.map((lab: { slug: string }) => lab.slug)).toEqual(['k8s-cka-troubleshooting']);
    const page = await get('/catalog/labs/?limit=5&offset=5');
    expect(page.body.results).toHaveLength(5);
    expect(page.body.count).toBeGreaterThanOrEqual(20);
  });

  it('searches title, summary and tags case-insensitively, treating % as a plain character', async () => {
    const helm = await get('/catalog/labs/?search=HELM');
    expect(helm.body.results.map((lab: { slug: string }) => lab.slug)).toContain('k8s-helm-charts');
    const rag = await get('/catalog/labs/?search=rag');
    expect(rag.body.count).toBeGreaterThan(0);
    expect((await get('/catalog/labs/?search=%25')).body.count).toBe(0);
  });

  it('answers 400 naming the field for an unknown cloud or a bad limit', async () => {
    const cloud = await get('/catalog/labs/?cloud=oracle');
    expect(cloud.status).toBe(400);
    expect(cloud.body.field).toBe('cloud');
    const limit = await get('/catalog/labs/?limit=1000');
    expect(limit.status).toBe(400);
    expect(limit.body.message).toMatch(/^limit: /);
  });

  it('details a lab by slug: title, cloud, level, duration, token cost, objectives and steps', async () => {
    const { status, body } = await get('/catalog/labs/aws-ec2-basics/');
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: 'aws-ec2-basics', cloud: 'aws', level: 'beginner', duration_minutes: 45, token_cost: 2 });
    expect(body.objectives.length).toBeGreaterThan(1);
    expect(body.steps[0]).toEqual({ title: expect.any(String), body: expect.any(String), hint_tiers: 0, checked: false });
  });

  it('answers 404 JSON for an unknown lab and 400 for a malformed slug', async () => {
    expect(await get('/catalog/labs/no-such-lab/')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await get('/catalog/labs/Bad_Slug!/')).status).toBe(400);
  });
});

describe('catalog paths and consulting', () => {
  it('6 career paths, each with its labs and price', async () => {
    const { body } = await get('/catalog/career-paths/');
    expect(body.count).toBe(6);
    for (const path of body.results) {
      const detail = await get(`/catalog/career-paths/${path.slug}/`);
      expect(detail.body.labs).toHaveLength(path.lab_count);
      expect(detail.body.price_usd).toBeGreaterThan(0);
      expect(detail.body.outcomes.length).toBeGreaterThan(0);
    }
  });

  it('lists learning paths with their labs and price, and details one', async () => {
    const { body } = await get('/catalog/learning-paths/');
    expect(body.count).toBeGreaterThanOrEqual(6);
    expect(body.results[0].labs.length).toBeGreaterThan(0);
    const one = await get(`/catalog/learning-paths/${body.results[0].slug}/`);
    expect(one.body.slug).toBe(body.results[0].slug);
  });

  it('lists consulting offers and details one; unknown slugs are 404', async () => {
    const { body } = await get('/catalog/consulting/');
    expect(body.count).toBeGreaterThanOrEqual(3);
    const offer = await get(`/catalog/consulting/${body.results[0].slug}/`);
    expect(offer.body.deliverables.length).toBeGreaterThan(0);
    expect((await get('/catalog/consulting/nothing-here/')).status).toBe(404);
    expect((await get('/catalog/career-paths/nothing-here/')).status).toBe(404);
    expect((await get('/catalog/learning-paths/nothing-here/')).status).toBe(404);
  });
});
