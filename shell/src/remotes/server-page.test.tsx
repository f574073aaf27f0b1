import { act, screen } from '@testing-library/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { fakePageModule, renderSite } from '../testing/render-site';
import type { PageLoader } from './page-loader';
import { adoptServerPage } from './server-page';

/** A loader whose pages arrive only when the test lets them. */
function heldLoader() {
  const waiting: (() => void)[] = [];
  const loader: PageLoader = {
    load: (remote, name) => new Promise<RemotePageModule>((resolve) => waiting.push(() => resolve(fakePageModule(`${remote}/${name}`)))),
    reset: () => undefined,
  };
  return { loader, release: () => act(async () => waiting.splice(0).forEach((go) => go())) };
}

/** The HTML the shell server writes for a server-drawn page (docs/decisions/0005-server-rendering.md). */
function serverHtml(pathname: string, answers: unknown) {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = `<div id="root"><main id="ilm-server-page"><h1>Prices, drawn on the server</h1></main></div><script type="application/json" id="ilm-server-queries">${JSON.stringify(answers)}</script>`;
}

describe('the page the server drew', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("hands its API answers to the browser's query cache, so they are not asked for again", () => {
    const server = new QueryClient();
    server.setQueryData(['mfe-checkout', 'plans'], [{ slug: 'basic' }]);
    serverHtml('/prices', dehydrate(server));
    const browser = new QueryClient();
    adoptServerPage(browser);
    expect(browser.getQueryData(['mfe-checkout', 'plans'])).toEqual([{ slug: 'basic' }]);
  });

  it("stays on screen while the page's module loads (no spinner in its place), then the page draws itself; later visits show the spinner", async () => {
    serverHtml('/prices', { mutations: [], queries: [] });
    adoptServerPage(new QueryClient());
    document.body.innerHTML = '';
    const { loader, release } = heldLoader();
    const { router } = renderSite('/prices', loader);
    expect(await screen.findByRole('heading', { name: 'Prices, drawn on the server' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await release();
    expect(screen.getByTestId('remote-page')).toHaveTextContent('mfe_four/prices');
    expect(screen.queryByRole('heading', { name: 'Prices, drawn on the server' })).not.toBeInTheDocument();
    await act(() => router.navigate('/about'));
    await release();
    await act(() => router.navigate('/prices'));
    expect(screen.queryByRole('heading', { name: 'Prices, drawn on the server' })).not.toBeInTheDocument();
  });

  it('is not shown for another page than the one it was drawn for', async () => {
    serverHtml('/about', { mutations: [], queries: [] });
    adoptServerPage(new QueryClient());
    document.body.innerHTML = '';
    const { loader } = heldLoader();
    renderSite('/prices', loader);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Prices, drawn on the server' })).not.toBeInTheDocument();
  });
});
