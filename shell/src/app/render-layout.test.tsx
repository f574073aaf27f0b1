import { act, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { DEFAULT_RUNTIME_CONFIG, disableServerControls, SERVER_LAYOUT_ATTRIBUTE, SERVER_STORES_ELEMENT_ID, type ServerStores } from '@ilm/contract';
import type { RemotePage, RemotePageModule } from '@ilm/shared/contracts';
import { QueryClient } from '@ilm/shared/query';
import { $country, $currency, $currencyReady, DEFAULT_CURRENCY } from '@ilm/shared/stores';
import { resetSessionForTest } from '../session/session-test-utils';
import { FIXTURE_PAGES, FIXTURE_PANELS } from '../testing/fixture-pages';
import type { PageLoader } from '../remotes/page-loader';
import { adoptServerPage } from '../remotes/server-page';
import { startTestApiServer, type TestApiServer } from '../testing/test-api-server';
import { App } from './app';
import { createLayoutRenderer } from './render-layout';

/** A page with state and a control, as its remote's server and then the browser draw it. */
function CounterPage() {
  const [count, setCount] = useState(0);
  return (
    <article>
      <h1>About the platform</h1>
      <button type="button" onClick={() => setCount(count + 1)}>{`Clicked ${count} times`}</button>
    </article>
  );
}

/** What the remote's server draws (shared/src/ssr/render-page.tsx): the page in a Suspense boundary, its controls disabled. */
const remoteDrawn = () =>
  disableServerControls(
    renderToString(
      <Suspense fallback={null}>
        <CounterPage />
      </Suspense>,
    ),
  );

/** The shell server's document for `url`: the layout its bundle drew around the page, marked for hydration. */
// The API the browser's currency detection asks once it has taken the page over: it confirms the server's answer.
let api: TestApiServer;
beforeAll(async () => {
  api = await startTestApiServer();
  api.on('GET /payments/get-currency-code/', ({ path }) =>
    path.includes('country=DE')
      ? [200, { conversation_amount: 0.92, country_code: 'DE', currency_code: 'EUR' }]
      : [200, { conversation_amount: 1, country_code: 'US', currency_code: 'USD' }],
  );
});
afterAll(() => api.close());

async function serverDocument(url: string, pageHtml: string | null, stores?: ServerStores) {
  const layout = await createLayoutRenderer()(
    { url, language: 'en', pages: FIXTURE_PAGES, panels: FIXTURE_PANELS, pageHtml, stores },
    { ...DEFAULT_RUNTIME_CONFIG, API_BASE_URL: api.url },
  );
  window.history.replaceState(null, '', url);
  const storesElement = stores ? `<script type="application/json" id="${SERVER_STORES_ELEMENT_ID}">${JSON.stringify(stores)}</script>` : '';
  document.body.innerHTML = `<div id="root" ${SERVER_LAYOUT_ATTRIBUTE}="">${layout.html}</div>${storesElement}`;
  return { container: document.getElementById('root')!, title: layout.title };
}

const loaderOf = (page: RemotePage): PageLoader => ({
  load: async (): Promise<RemotePageModule> => ({ default: page }),
  loadPanel: () => Promise.reject(new Error('no panel in this test')),
  reset: () => undefined,
});

let root: Root | undefined;

/** Hydrates the document the way the shell's bootstrap does, collecting React's recoverable errors (a drawing it had to redo). */
async function hydrate(container: HTMLElement, page: RemotePage) {
  const redrawn: unknown[] = [];
  adoptServerPage(new QueryClient());
  await act(async () => {
    root = hydrateRoot(container, <App runtime={{ loader: loaderOf(page), reloadPage: jest.fn() }} />, { onRecoverableError: (error) => redrawn.push(error) });
  });
  return redrawn;
}

describe('the layout drawn on the server around the page (docs/decisions/0007-first-visit-performance.md)', () => {
  beforeEach(() => {
    resetSessionForTest();
    // React's development build says that the controls drawn disabled are not disabled in the live
    // tree: by design, they are enabled once hydration has committed (what these tests check).
    const error = console.error.bind(console);
    jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (!String(message).startsWith("A tree hydrated but some attributes of the server rendered HTML didn't match")) error(message, ...rest);
    });
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    jest.restoreAllMocks();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    $country.set('');
    $currency.set(DEFAULT_CURRENCY);
    $currencyReady.set(false);
  });

  it('holds the header, the navigation the remotes offer, the page its remote drew and the footer, its controls disabled until the browser takes over', async () => {
    const { title } = await serverDocument('/about', remoteDrawn());
    // The page's title is its remote's, or its declaration's: the layout names none.
    expect(title).toBeUndefined();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveTextContent('About');
    expect(screen.getByRole('heading', { level: 1, name: 'About the platform' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBeDisabled();
  });

  it('is hydrated by the same App where it stands: the same elements, no drawing redone, the layout and then the page alive', async () => {
    const { container } = await serverDocument('/about', remoteDrawn());
    const header = screen.getByRole('banner');
    const heading = screen.getByRole('heading', { level: 1, name: 'About the platform' });
    const redrawn = await hydrate(container, CounterPage);
    expect(redrawn).toEqual([]);
    expect(screen.getByRole('banner')).toBe(header);
    expect(await screen.findByRole('heading', { level: 1, name: 'About the platform' })).toBe(heading);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled();
    const button = await screen.findByRole('button', { name: 'Clicked 0 times' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(button).toBeEnabled();
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBe(button);
  });

  it('draws the header in the currency the page was drawn with; the browser starts its stores from the page and hydrates it as drawn', async () => {
    const { container } = await serverDocument('/about', remoteDrawn(), { country: 'DE', currency: { currency: 0.92, currencyCode: 'EUR', currencyTax: 0 } });
    expect(screen.getByRole('banner')).toHaveTextContent('EUR');
    // The browser's stores before its bootstrap reads the page.
    $country.set('');
    $currency.set(DEFAULT_CURRENCY);
    $currencyReady.set(false);
    const header = screen.getByRole('banner');
    expect(await hydrate(container, CounterPage)).toEqual([]);
    expect(screen.getByRole('banner')).toBe(header);
    expect(header).toHaveTextContent('EUR');
  });

  it('draws "Page not found" in the default layout for a path no remote declares, and hydrates it as drawn', async () => {
    const { container, title } = await serverDocument('/no-such-page', null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(title).toBe('Page not found');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(await hydrate(container, CounterPage)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });
});
