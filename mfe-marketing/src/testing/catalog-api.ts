import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CareerPathDetail, ConsultingOffer, JobOpening, LabSummary, LearningPath } from '@ilm/contract';

/** The API base URL the pages call in tests (the runtime config's default). */
export const API = 'http://localhost:8000/';

export const EC2_LAB: LabSummary = {
  slug: 'aws-ec2-basics',
  title: 'Launch and Connect to an EC2 Instance',
  summary: 'Launch a Linux EC2 instance and connect to it.',
  cloud: 'aws',
  level: 'beginner',
  duration_minutes: 45,
  token_cost: 2,
  tags: ['compute'],
  environment: 'aws',
  launchable: false,
  rating: null,
};

export const AWS_PATH: LearningPath = {
  slug: 'aws-foundations',
  title: 'AWS Foundations',
  summary: 'Compute, storage and identity on AWS.',
  cloud: 'aws',
  level: 'beginner',
  price_usd: 49,
  price_usd_cents: 4900,
  labs: [EC2_LAB],
};

export const CLOUD_ENGINEER: CareerPathDetail = {
  slug: 'cloud-engineer',
  title: 'Cloud Engineer',
  summary: 'From your first virtual machine to production.',
  level: 'beginner',
  duration_weeks: 12,
  price_usd: 299,
  price_usd_cents: 29900,
  tokens_included: 40,
  lab_count: 1,
  description: 'Learn compute, storage, networking and identity on the two largest clouds.',
  outcomes: ['Design and deploy multi-tier applications'],
  labs: [EC2_LAB],
};

export const KUBERNETES_OFFER: ConsultingOffer = {
  slug: 'kubernetes-platform-setup',
  title: 'Kubernetes Platform Setup',
  summary: 'A production-ready Kubernetes platform with GitOps and observability.',
  description: 'We build a managed Kubernetes platform with GitOps delivery, policies, monitoring and a runbook your team owns.',
  deliverables: ['Cluster and network design', 'GitOps pipelines', 'Monitoring, alerting and runbooks'],
  duration_weeks: 6,
  price_from_usd: 9000,
  price_from_usd_cents: 900000,
};

const list = <T>(results: T[]) => HttpResponse.json({ count: results.length, results });

/** An opening as `jobs/openings/` lists it to a visitor (no match). */
export const LAB_AUTHOR_OPENING: JobOpening = {
  slug: 'linux-lab-author',
  employer: 'Ilm Cloud',
  title: 'Linux lab author',
  description: 'Write hands-on Linux and shell labs that run in our browser sandbox.',
  location: 'UTC+03:00 – UTC+05:00',
  work_mode: 'remote',
  career_path: { slug: 'devops-engineer', title: 'DevOps Engineer' },
  skill_labs: [{ slug: 'linux-files-and-permissions', title: 'Files and permissions' }],
  open: true,
  created_at: '2026-05-01T09:00:00.000Z',
  match: null,
  application: null,
};

/** The catalog endpoints the marketing pages read, answering the fixtures above. */
export const catalogHandlers = [
  http.get(`${API}catalog/learning-paths/`, () => list([AWS_PATH])),
  http.get(`${API}catalog/career-paths/`, () => list([CLOUD_ENGINEER])),
  http.get(`${API}catalog/career-paths/:slug/`, ({ params }) =>
    params.slug === CLOUD_ENGINEER.slug
      ? HttpResponse.json(CLOUD_ENGINEER)
      : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No career path with that slug' }, { status: 404 }),
  ),
  http.get(`${API}catalog/labs/`, () => list([EC2_LAB])),
  // The current openings (/al-razzaq).
  http.get(`${API}jobs/openings/`, () => list([LAB_AUTHOR_OPENING])),
  http.get(`${API}catalog/consulting/`, () => list([KUBERNETES_OFFER])),
  http.get(`${API}catalog/consulting/:slug/`, ({ params }) =>
    params.slug === KUBERNETES_OFFER.slug
      ? HttpResponse.json(KUBERNETES_OFFER)
      : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No consulting offer with that slug' }, { status: 404 }),
  ),
  // The plans on sale (the for-individuals page): none here; a test that draws them answers its own.
  http.get(`${API}payments/plans/`, () => list([])),
  // PK needs no currency call; any other country asks this.
  http.get(`${API}payments/get-currency-code/`, () => HttpResponse.json({ conversation_amount: 1, country_code: 'US', currency_code: 'USD' })),
];

/** A network-level API for a test file: starts before, resets after each test, closes after all. */
export function setupCatalogApi() {
  const server = setupServer(...catalogHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
