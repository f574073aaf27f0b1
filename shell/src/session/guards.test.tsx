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
  {
    path: '/enter',
    element: (
      <SignedOutGuard>
        <Page name="Sign in" />
      </SignedOutGuard>
    ),
  },
  {
    path: '/area/*',
    element: (
      <SignedInGuard>
        <Page name="Dashboard" />
      </SignedInGuard>
    ),
  },
  {
    path: '/desk',
    element: (
      <SignedInGuard>
        <Page name="Desk" />
      </SignedInGuard>
    ),
  },
  { path: '/items/:slug', element: <Page name="Item" /> },
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
  // The fixture site's sign-in page is /enter and its signed-in home /desk (the roles /auth/signin and /instance-dashboard play on the site).
  setSitePages(FIXTURE_PAGES);
  api.reset();
  rendered.length = 0;
  setRuntimeConfig({ API_BASE_URL: api.url });
  setCookie('countryIsoCode', 'PK'); // PK needs no currency call: these tests are about the session
});
afterAll(() => api.close());

describe('SignedOutGuard and SignedInGuard', () => {
  it('an anonymous visitor of a dashboard page is sent to the sign-in page with ?redirect=<full path>', async () => {
    const { router } = renderWithSession(ROUTES, '/area/list?tab=running');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(place(router)).toBe(`/enter?redirect=${encodeURIComponent('/area/list?tab=running')}`);
    expect(rendered).not.toContain('Dashboard');
    expect(api.seen).toEqual([]);
  });

  it('an authenticated visitor of an auth page goes to the redirect value', async () => {
    setTokenCookies('access-1', 'refresh-1');
    api.on('GET /accounts/get-user/', () => [200, TEST_USER]);
    const { router } = renderWithSession(ROUTES, '/enter?redirect=%2Fitems%2Faws-ec2%3Fstep%3D2');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(await screen.findByRole('heading', { name: 'Item' })).toBeInTheDocument();
    expect(place(router)).toBe('/items/aws-ec2?step=2');
    expect(rendered).not.toContain('Sign in');
  });

  it('an authenticated visitor of an auth page without redirect goes to the signed-in home', async () => {
    signInForTest();
    const { router } = renderWithSession(ROUTES, '/enter');
    expect(await screen.findByRole('heading', { name: 'Desk' })).toBeInTheDocument();
    expect(place(router)).toBe('/desk');
    expect(rendered).not.toContain('Sign in');
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)', '/\\evil', '/\\/evil.example', '/\t/evil.example', 'evil.example'])(
    'the redirect value %j is not a same-site path, so the signed-in home is used (no open redirect)',
    async (redirect) => {
      signInForTest();
      const { router } = renderWithSession(ROUTES, `/enter?redirect=${encodeURIComponent(redirect)}`);
      expect(await screen.findByRole('heading', { name: 'Desk' })).toBeInTheDocument();
      expect(place(router)).toBe('/desk');
    },
  );

  // docs/rules/security.md#redirects: values that normalise to `//evil.example` (dot segments, `%2e`, encoded
  // slashes); navigating there would throw in a browser and show the error page.
  it.each(['/.//evil.example', '/..//evil.example', '/a/../..//evil.example', '/%2e//evil.example', '/%2F%2Fevil.example', '/.%5C/evil.example'])(
    'a crafted redirect %j lands on the signed-in home, not on another site or the error page',
    async (redirect) => {
      signInForTest();
      const { router } = renderWithSession(ROUTES, `/enter?redirect=${encodeURIComponent(redirect)}`);
      expect(await screen.findByRole('heading', { name: 'Desk' })).toBeInTheDocument();
      expect(place(router)).toBe('/desk');
    },
  );

  it('with an access_token cookie the dashboard waits for get-user, then shows the page', async () => {
    setTokenCookies('access-1', 'refresh-1');
    api.on('GET /accounts/get-user/', () => [200, TEST_USER]);
    const { router } = renderWithSession(ROUTES, '/area');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(place(router)).toBe('/area');
    expect(rendered).toEqual(['Dashboard']);
  });

  it('a 401 on get-user sends a dashboard visitor to sign in without showing the page', async () => {
    setTokenCookies('stale', 'refresh-1');
    api.on('GET /accounts/get-user/', () => [401, { message: 'invalid token' }]);
    const { router } = renderWithSession(ROUTES, '/area');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(place(router)).toBe('/enter?redirect=%2Farea');
    expect(rendered).toEqual(['Sign in']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an expired access token (403) is refreshed and the dashboard shows', async () => {
    setTokenCookies('expired', 'refresh-1');
    api.on('GET /accounts/get-user/', () => [403, { code: 'token_expired', message: 'expired' }]);
    api.on('POST /accounts/refresh/', () => [200, { user: TEST_USER, access_token: 'a2', refresh_token: 'r2' }]);
    renderWithSession(ROUTES, '/area');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(rendered).toEqual(['Dashboard']);
  });

  it('shows the auth page to an anonymous visitor and the dashboard to a signed-in one', async () => {
    const first = renderWithSession(ROUTES, '/enter?redirect=%2Farea');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    act(() => signInForTest());
    await waitFor(() => expect(place(first.router)).toBe('/area'));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
