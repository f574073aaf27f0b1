import { act, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@ilm/shared/config';
import { setCookie, setTokenCookies } from '@ilm/shared/cookies';
import { setSitePages } from '@ilm/shared/routes';
import { FIXTURE_PAGES } from '../testing/fixture-pages';
import { SignedInGuard, SignedOutGuard } from './guards';
import { resetSessionForTest, renderWithSession, signInForTest, TEST_USER } from './session-test-utils';
import { startTestApiServer, type TestApiServer } from '../testing/test-api-server';

let api: TestApiServer;
const rendered: string[] = [];

function Page({ name }: { name: string }) {
  rendered.push(name);
  return <h1>{name}</h1>;
}

const ROUTES = [
  { path: '/auth/signin', element: <SignedOutGuard><Page name="Sign in" /></SignedOutGuard> },
  { path: '/dashboard/*', element: <SignedInGuard><Page name="Dashboard" /></SignedInGuard> },
  { path: '/instance-dashboard', element: <SignedInGuard><Page name="Running labs" /></SignedInGuard> },
  { path: '/labs/:slug', element: <Page name="Lab" /> },
  { path: '*', element: <Page name="Elsewhere" /> },
];

function place(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

beforeAll(async () => {
  api = await startTestApiServer();
});
beforeEach(() => {
  resetSessionForTest();
  // Sign-in at /auth/signin and the signed-in home at /instance-dashboard (SPEC §4's paths).
  setSitePages(FIXTURE_PAGES);
  api.reset();
  rendered.length = 0;
  setRuntimeConfig({ API_BASE_URL: api.url });
  setCookie('countryIsoCode', 'PK'); // PK needs no currency call: these tests are about the session
});
afterAll(() => api.close());

describe('SignedOutGuard and SignedInGuard', () => {
  it('SPEC §4: an anonymous visitor of a dashboard page is sent to /auth/signin?redirect=<full path>', async () => {
    const { router } = renderWithSession(ROUTES, '/dashboard/instances?tab=running');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(place(router)).toBe(`/auth/signin?redirect=${encodeURIComponent('/dashboard/instances?tab=running')}`);
    expect(rendered).not.toContain('Dashboard');
    expect(api.seen).toEqual([]);
  });

  it('SPEC §4: an authenticated visitor of an auth page goes to the redirect value', async () => {
    setTokenCookies('access-1', 'refresh-1');
    api.on('GET /accounts/get-user/', () => [200, TEST_USER]);
    const { router } = renderWithSession(ROUTES, '/auth/signin?redirect=%2Flabs%2Faws-ec2%3Fstep%3D2');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(await screen.findByRole('heading', { name: 'Lab' })).toBeInTheDocument();
    expect(place(router)).toBe('/labs/aws-ec2?step=2');
    expect(rendered).not.toContain('Sign in');
  });

  it('SPEC §4: an authenticated visitor of an auth page without redirect goes to /instance-dashboard', async () => {
    signInForTest();
    const { router } = renderWithSession(ROUTES, '/auth/signin');
    expect(await screen.findByRole('heading', { name: 'Running labs' })).toBeInTheDocument();
    expect(place(router)).toBe('/instance-dashboard');
    expect(rendered).not.toContain('Sign in');
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)', '/\\evil', '/\\/evil.example', '/\t/evil.example', 'evil.example'])(
    'SPEC §4: the redirect value %j is not a same-site path, so /instance-dashboard is used (no open redirect)',
    async (redirect) => {
      signInForTest();
      const { router } = renderWithSession(ROUTES, `/auth/signin?redirect=${encodeURIComponent(redirect)}`);
      expect(await screen.findByRole('heading', { name: 'Running labs' })).toBeInTheDocument();
      expect(place(router)).toBe('/instance-dashboard');
    },
  );

  it('SPEC §4: with an access_token cookie the dashboard waits for get-user, then shows the page', async () => {
    setTokenCookies('access-1', 'refresh-1');
    api.on('GET /accounts/get-user/', () => [200, TEST_USER]);
    const { router } = renderWithSession(ROUTES, '/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(place(router)).toBe('/dashboard');
    expect(rendered).toEqual(['Dashboard']);
  });

  it('SPEC §4: a 401 on get-user sends a dashboard visitor to sign in without showing the page', async () => {
    setTokenCookies('stale', 'refresh-1');
    api.on('GET /accounts/get-user/', () => [401, { message: 'invalid token' }]);
    const { router } = renderWithSession(ROUTES, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(place(router)).toBe('/auth/signin?redirect=%2Fdashboard');
    expect(rendered).toEqual(['Sign in']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('SPEC §4: an expired access token (403) is refreshed and the dashboard shows', async () => {
    setTokenCookies('expired', 'refresh-1');
    api.on('GET /accounts/get-user/', () => [403, { code: 'token_expired', message: 'expired' }]);
    api.on('POST /accounts/refresh/', () => [200, { user: TEST_USER, access_token: 'a2', refresh_token: 'r2' }]);
    renderWithSession(ROUTES, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(rendered).toEqual(['Dashboard']);
  });

  it('shows the auth page to an anonymous visitor and the dashboard to a signed-in one', async () => {
    const first = renderWithSession(ROUTES, '/auth/signin?redirect=%2Fdashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    act(() => signInForTest());
    await waitFor(() => expect(place(first.router)).toBe('/dashboard'));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
