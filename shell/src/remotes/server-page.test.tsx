import { Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from '@ilm/shared/router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate, QueryClient } from '@ilm/shared/query';
import type { RemotePage, RemotePageModule } from '@ilm/shared/contracts';
import { fakePageModule, renderSite } from '../testing/render-site';
import type { PageLoader } from './page-loader';
import { $country, $currency, $currencyReady, DEFAULT_CURRENCY } from '@ilm/shared/stores';
import { registerTranslations } from '@ilm/shared/i18n';
import { adoptServerPage } from './server-page';

/** A page with state and a control, as the server and then the browser draw it. */
function CounterPage() {
  const [count, setCount] = useState(0);
  return (
    <article>
      <h1>Prices, drawn on the server</h1>
      <input aria-label="E-mail" />
      <button type="button" onClick={() => setCount(count + 1)}>{`Clicked ${count} times`}</button>
    </article>
  );
}

/** A page with a link to another page of the site. */
function LinkPage() {
  return <Link to="/about">About us</Link>;
}

/** A loader whose pages arrive only when the test lets them: `page`, or a stand-in naming what was asked. */
function heldLoader(page?: RemotePage) {
  const waiting: (() => void)[] = [];
  const loader: PageLoader = {
    load: (remote, name) =>
      new Promise<RemotePageModule>((resolve) => waiting.push(() => resolve(page ? { default: page } : fakePageModule(`${remote}/${name}`)))),
    loadPanel: () => Promise.reject(new Error('no panel in this test')),
    reset: () => undefined,
  };
  return { loader, release: () => act(async () => waiting.splice(0).forEach((go) => go())) };
}

/** The HTML the shell server writes for a server-drawn page (docs/decisions/0005-server-rendering.md). */
function serverHtml(pathname: string, answers: unknown, page = '<h1>Prices, drawn on the server</h1>') {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = `<div id="root"><main id="ilm-server-page">${page}</main></div><script type="application/json" id="ilm-server-queries">${JSON.stringify(answers)}</script>`;
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

  it('starts the country and currency stores where the server drew the page, so the first drawing in the browser is the same', () => {
    serverHtml('/prices', { mutations: [], queries: [] });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="ilm-server-stores">${JSON.stringify({ country: 'PK', currency: { currency: 280, currencyCode: 'PKR', currencyTax: 0 } })}</script>`,
    );
    $country.set('');
    $currencyReady.set(false);
    try {
      adoptServerPage(new QueryClient());
      expect($country.get()).toBe('PK');
      expect($currency.get()).toEqual({ currency: 280, currencyCode: 'PKR', currencyTax: 0 });
      expect($currencyReady.get()).toBe(true);
    } finally {
      $country.set('');
      $currency.set(DEFAULT_CURRENCY);
      $currencyReady.set(false);
    }
  });

  it('leaves a country the browser already holds (its cookie), and prices waiting when the server drew them waiting', () => {
    serverHtml('/prices', { mutations: [], queries: [] });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="ilm-server-stores">${JSON.stringify({ country: 'PK', currency: null })}</script>`,
    );
    $country.set('DE');
    $currencyReady.set(false);
    try {
      adoptServerPage(new QueryClient());
      expect($country.get()).toBe('DE');
      expect($currencyReady.get()).toBe(false);
    } finally {
      $country.set('');
    }
  });

  it('is hydrated where it stands once its module arrives: no spinner meanwhile, the same elements become the live page, its controls enabled', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // As the remote's server draws a page: inside a Suspense boundary (shared/src/ssr/render-page.tsx).
    const drawn = renderToString(
      <Suspense fallback={null}>
        <CounterPage />
      </Suspense>,
    ).replace(/<input/g, '<input disabled="" data-server-disabled=""');
    serverHtml('/prices', { mutations: [], queries: [] }, drawn);
    adoptServerPage(new QueryClient());
    document.body.innerHTML = '';
    const { loader, release } = heldLoader(CounterPage);
    const { router } = renderSite('/prices', loader);
    const heading = await screen.findByRole('heading', { name: 'Prices, drawn on the server' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await release();
    // The very element the server drew is the live page's: hydrated, not drawn again.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeEnabled());
    expect(screen.getByRole('heading', { name: 'Prices, drawn on the server' })).toBe(heading);
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }));
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    // Later visits load the page the ordinary way and draw it anew.
    await act(() => router.navigate('/about'));
    await release();
    expect(heading).not.toBeInTheDocument();
    await act(() => router.navigate('/prices'));
    await release();
    const drawnAgain = await screen.findByRole('heading', { name: 'Prices, drawn on the server' });
    expect(drawnAgain).not.toBe(heading);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeEnabled();
    warn.mockRestore();
  });

  /** A page the server drew, hydrated; `drawings` counts its renders. */
  async function hydratedCountingPage() {
    const count = { drawings: 0 };
    function CountingPage() {
      count.drawings += 1;
      return <h1>Prices, drawn on the server</h1>;
    }
    serverHtml(
      '/prices',
      { mutations: [], queries: [] },
      renderToString(
        <Suspense fallback={null}>
          <CountingPage />
        </Suspense>,
      ),
    );
    adoptServerPage(new QueryClient());
    document.body.innerHTML = '';
    const { loader, release } = heldLoader(CountingPage);
    const { router } = renderSite('/prices', loader);
    await screen.findByRole('heading', { name: 'Prices, drawn on the server' });
    const drawnOnServer = count.drawings;
    await release();
    await waitFor(() => expect(count.drawings).toBe(drawnOnServer + 1));
    return { count, hydrated: count.drawings, router };
  }

  it('is not drawn again when a namespace arrives after hydration: nothing it shows has changed', async () => {
    const { count, hydrated } = await hydratedCountingPage();
    registerTranslations('arriving-later', { hello: 'Hello' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(count.drawings).toBe(hydrated);
  });

  it('is drawn again in a task of its own when what it reads from the shell changes (the URL), not in the task that changed it', async () => {
    const { count, hydrated, router } = await hydratedCountingPage();
    // Outside act(), as in the browser: the shell's re-render is flushed in microtasks; a
    // synchronous update of the page's root from its commit would draw the page right there.
    void router.navigate('/prices?period=12');
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(count.drawings).toBe(hydrated);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(count.drawings).toBeGreaterThan(hydrated);
  });

  it("follows the shell's router: a link in the hydrated page moves inside the app", async () => {
    serverHtml(
      '/prices',
      { mutations: [], queries: [] },
      renderToString(
        <MemoryRouter>
          <Suspense fallback={null}>
            <LinkPage />
          </Suspense>
        </MemoryRouter>,
      ),
    );
    adoptServerPage(new QueryClient());
    document.body.innerHTML = '';
    const { loader, release } = heldLoader(LinkPage);
    const { router } = renderSite('/prices', loader);
    await screen.findByRole('link', { name: 'About us' });
    await release();
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('the failed-remote rule holds for it too: a module that cannot be loaded (tried twice) reloads the page once, then the fallback offers Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: PageLoader & { calls: number } = {
      calls: 0,
      load: async () => {
        failing.calls += 1;
        throw Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });
      },
      loadPanel: () => Promise.reject(new Error('no panel in this test')),
      reset: () => undefined,
    };
    sessionStorage.clear();
    serverHtml('/prices', { mutations: [], queries: [] });
    adoptServerPage(new QueryClient());
    document.body.innerHTML = '';
    const first = renderSite('/prices', failing);
    await waitFor(() => expect(first.reloadPage).toHaveBeenCalledTimes(1));
    expect(failing.calls).toBe(2);
    first.unmount();
    // The page came back within the guard's 10 s: no second reload, the fallback instead.
    serverHtml('/prices', { mutations: [], queries: [] });
    adoptServerPage(new QueryClient());
    document.body.innerHTML = '';
    const second = renderSite('/prices', failing);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(failing.calls).toBe(4);
    expect(second.reloadPage).not.toHaveBeenCalled();
    jest.restoreAllMocks();
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
