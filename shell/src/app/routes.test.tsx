import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from '@ilm/shared/router';
import { FIXTURE_PAGES } from '../testing/fixture-pages';
import { buildRoutes, routesFor } from './routes';
import { renderSite } from '../testing/render-site';

/** The fixture site's URLs, each with the layout and the remote page that must draw it. */
const ROUTES: [url: string, layout: string, page: string, signedIn: boolean][] = [
  ['/', 'default', 'mfe_one/front', false],
  ['/about', 'default', 'mfe_one/about', false],
  ['/items/blue', 'default', 'mfe_one/item', false],
  ['/item/blue', 'default', 'mfe_one/item', false],
  ['/new', 'revamped', 'mfe_one/new-look', false],
  ['/enter', 'auth', 'mfe_two/sign-in', false],
  ['/auth/hand-off?code=abc', 'empty', 'mfe_two/hand-off', false],
  ['/area', 'dashboard', 'mfe_three/area', true],
  ['/area/list', 'dashboard', 'mfe_three/area-list', true],
  ['/prices', 'default', 'mfe_four/prices', false],
];

describe("the routes composed from the remotes' pages", () => {
  it.each(ROUTES)('%s is drawn in the %s layout by %s', async (url, layout, page, signedIn) => {
    const { container } = renderSite(url, undefined, undefined, { signedIn });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(page);
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', layout);
  });

  it('matches paths whatever their case: /ENTER is the sign-in page', async () => {
    renderSite('/ENTER');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfe_two/sign-in');
  });

  it.each(['/nope', '/area/unknown', '/items', '/items/a/b'])('the unmatched route %s shows "Page not found"', async (url) => {
    const { container } = renderSite(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'default');
    expect(screen.queryByTestId('remote-page')).not.toBeInTheDocument();
  });

  it('a page the remotes stop declaring is "Page not found"', async () => {
    renderSite('/prices', undefined, undefined, { pages: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('page titles come from the declaring remote', () => {
  it('a page without a title has the default title "Ilm Cloud"', async () => {
    renderSite('/');
    await waitFor(() => expect(document.title).toBe('Ilm Cloud'));
  });

  it.each([
    ['/prices', 'Prices | Top Class Cloud and Security Training'],
    ['/area/list', 'Listing | Top Class Cloud and Security Training'],
    ['/nope', 'Page not found | Top Class Cloud and Security Training'],
  ])('%s is titled "%s"', async (url, title) => {
    renderSite(url, undefined, undefined, { signedIn: url.startsWith('/area') });
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('navigation slots are filled by the pages that name them', () => {
  it('the header lists its pages in their order, and the account slot what fits a visitor', async () => {
    renderSite('/about');
    await screen.findByTestId('remote-page');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['About', '/about'],
      ['Prices', '/prices'],
      ['Sign in', '/enter'],
      ['Start free', '/auth/join'],
    ]);
  });

  it('a signed-in learner is offered the signed-in pages, not sign-in', async () => {
    renderSite('/about', undefined, undefined, { signedIn: true });
    await screen.findByTestId('remote-page');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My area' })).toHaveAttribute('href', '/area');
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('the footer draws a column per slot that has links', async () => {
    renderSite('/about');
    await screen.findByTestId('remote-page');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('heading', { name: 'Company' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Legal notes' })).toHaveAttribute('href', '/legal');
    expect(within(footer).queryByRole('heading', { name: 'Learn' })).not.toBeInTheDocument();
  });
});

describe('the routes React Router ranks for a URL are those that share its first segment', () => {
  const routes = buildRoutes(FIXTURE_PAGES);
  const matched = (tree: RouteObject[], url: string) => matchRoutes(tree, url)?.map((match) => match.route.path ?? '(layout)');

  it.each([
    '/',
    '/about',
    '/ABOUT',
    '/items/blue',
    '/item/blue',
    '/new',
    '/enter',
    '/auth/hand-off',
    '/area',
    '/area/list',
    '/prices',
    '/nope',
    '/items',
    '/area/unknown',
    '/%E2%9C%93',
  ])('%s matches the same page among them as among every route', (url) => {
    expect(matched(routesFor(routes, url), url)).toEqual(matched(routes, url));
  });

  it('leaves out the pages whose fixed first segment differs', () => {
    const paths = (tree: RouteObject[]): string[] => tree.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
    expect(paths(routesFor(routes, '/items/blue'))).toEqual(expect.arrayContaining(['/items/:slug', '*']));
    expect(paths(routesFor(routes, '/items/blue'))).not.toContain('/about');
    expect(paths(routesFor(routes, '/%'))).toEqual(paths(routes));
  });
});
