import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@ilm/shared/config';
import { getCookie, setTokenCookies } from '@ilm/shared/cookies';
import { startTestApiServer, type TestApiServer } from '../testing/test-api-server';
import { renderSite } from '../testing/render-site';

let api: TestApiServer;
beforeAll(async () => {
  api = await startTestApiServer();
});
beforeEach(() => {
  api.reset();
  setRuntimeConfig({ API_BASE_URL: api.url });
});
afterAll(() => api.close());

describe('the layouts', () => {
  it('default: header with main navigation, language and currency slots, main, footer', async () => {
    renderSite('/about');
    await screen.findByTestId('remote-page');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(banner).getByText('USD')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('remote-page'));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('revamped: its own platform navigation and the footer', async () => {
    renderSite('/new');
    await screen.findByTestId('remote-page');
    expect(screen.getByRole('navigation', { name: 'Platform navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('auth: the brand above the page card, no site navigation', async () => {
    renderSite('/auth/join');
    await screen.findByTestId('remote-page');
    expect(screen.getByRole('link', { name: 'Ilm Cloud home page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('dashboard: the learner area sidebar and who is signed in', async () => {
    renderSite('/wallet', undefined, undefined, { signedIn: true });
    await screen.findByTestId('remote-page');
    const sidebar = screen.getByRole('navigation', { name: 'Learner area' });
    expect(within(sidebar).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Signed in as Amina')).toBeInTheDocument();
  });

  it('empty: nothing around the page', async () => {
    renderSite('/auth/hand-off');
    await screen.findByTestId('remote-page');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('signing out', () => {
  it('revokes the session through the API, clears both cookies and goes home', async () => {
    api.on('GET /accounts/get-user/', () => [200, { id: 'u1', email: 'amina@example.com', first_name: 'Amina', last_name: 'Khan' }]);
    api.on('POST /accounts/logout/', () => [200, { ok: true }]);
    const { router } = renderSite('/area/list', undefined, undefined, { signedIn: true });
    setTokenCookies('access-1', 'refresh-1');
    await screen.findByTestId('remote-page');
    // The top bar's button (the menu has another for phones; jsdom applies no media queries).
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(api.seen.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/accounts/logout/']));
    expect(JSON.parse(api.seen.find((request) => request.method === 'POST')!.body)).toEqual({ refresh_token: 'refresh-1' });
    expect(getCookie('access_token')).toBeUndefined();
    expect(getCookie('refresh_token')).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await act(async () => {});
  });
});
