import { cleanStores } from 'nanostores';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setTokenCookies, clearTokenCookies } from '@ilm/shared/cookies';
import { $auth, $currency, $currencyReady, $sessionCheck, ANONYMOUS_AUTH, DEFAULT_CURRENCY, setUser } from '@ilm/shared/stores';

/** The API base URL tests run against (the runtime config's default). */
export const API = 'http://localhost:8000/';

export const plans = [
  {
    slug: 'basic',
    name: 'Basic',
    price_usd: 19,
    price_usd_cents: 1900,
    period_months: 1,
    tokens_granted: 20,
    features: ['20 lab tokens a month', 'All beginner labs'],
  },
  {
    slug: 'standard',
    name: 'Standard',
    price_usd: 39,
    price_usd_cents: 3900,
    period_months: 1,
    tokens_granted: 60,
    features: ['60 lab tokens a month', 'Baari AI assistant'],
  },
  {
    slug: 'pro',
    name: 'Pro',
    price_usd: 79,
    price_usd_cents: 7900,
    period_months: 1,
    tokens_granted: 150,
    features: ['150 lab tokens a month', 'Everything in Standard'],
  },
];

export const packs = [
  { slug: 'tokens-10', name: '10 lab tokens', tokens: 10, price_usd: 10, price_usd_cents: 1000 },
  { slug: 'tokens-25', name: '25 lab tokens', tokens: 25, price_usd: 22.5, price_usd_cents: 2250 },
];

export const careerPath = {
  slug: 'cloud-engineer',
  title: 'Cloud Engineer',
  summary: 'From first VM to production-ready cloud architectures.',
  level: 'beginner',
  duration_weeks: 12,
  price_usd: 299,
  price_usd_cents: 29900,
  tokens_included: 40,
  lab_count: 2,
  description: 'A guided programme across compute, storage and networking.',
  outcomes: ['Design a resilient VPC', 'Automate deployments'],
  labs: [
    { slug: 'aws-ec2-basics', title: 'EC2 basics', summary: '', cloud: 'aws', level: 'beginner', duration_minutes: 45, token_cost: 2, tags: [] },
    { slug: 'aws-s3-static-site', title: 'S3 static site', summary: '', cloud: 'aws', level: 'beginner', duration_minutes: 30, token_cost: 1, tags: [] },
  ],
};

export const learner = {
  id: '7d1f4a8e-0000-4000-8000-000000000001',
  email: 'amina@example.com',
  first_name: 'Amina',
  last_name: 'Khan',
  telephone: null,
  country: 'PK',
  created_at: '2026-11-01T00:00:00.000Z',
};

/** The catalog endpoints every page reads. */
export const catalogHandlers = [
  http.get(`${API}payments/plans/`, () => HttpResponse.json({ count: plans.length, results: plans })),
  http.get(`${API}tokens/packs/`, () => HttpResponse.json({ count: packs.length, results: packs })),
  http.get(`${API}catalog/career-paths/:slug/`, ({ params }) =>
    params.slug === careerPath.slug
      ? HttpResponse.json(careerPath)
      : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Career path was not found.', code: 'not_found' }, { status: 404 }),
  ),
  http.get(`${API}accounts/profile/`, () => HttpResponse.json({ ...learner, plan: null, token_balance: 20 })),
];

/** One msw server per test file, failing on any request a test did not expect. */
export function setupApiServer() {
  const server = setupServer(...catalogHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetStores();
  });
  afterAll(() => server.close());
  return server;
}

/** Back to an anonymous visitor with an unresolved currency. */
export function resetStores() {
  cleanStores($auth, $currency, $currencyReady, $sessionCheck);
  clearTokenCookies();
  $auth.set(ANONYMOUS_AUTH);
  $currency.set(DEFAULT_CURRENCY);
  $currencyReady.set(false);
  $sessionCheck.set('idle');
}

/** A signed-in learner, as after the shell's get-user check. */
export function signIn(user = learner) {
  setTokenCookies('access.token', 'refresh.token');
  setUser(user);
  $sessionCheck.set('settled');
}
