import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { generatePath, matchPath, Route, Routes, StaticRouter, useParams } from '@ilm/shared/router';
import {
  disableServerControls,
  hasParameters,
  SERVER_PAGE_ID_PREFIX,
  openToVisitors,
  type RenderedPage,
  type RenderRequest,
  type RuntimeConfig,
} from '@ilm/contract';
import { setRuntimeConfig } from '@ilm/shared/config';
import type { PageDeclaration, RemotePage, RemotePages } from '@ilm/shared/contracts';
import { drawWithWords, I18nextProvider, i18n, loadEveryNamespace, setLanguage } from '@ilm/shared/i18n';
import { createQueryClient, dehydrate, QueryClientProvider, type Query } from '@ilm/shared/query';
import { setSitePages } from '@ilm/shared/routes';
import { $country, $currency, $currencyReady, resetCurrency, resolveCurrency } from '@ilm/shared/stores';
import { ElementIdPrefix, PageHeadContext, type PageHeadRecord } from '@ilm/shared/ui';

// webpack's run-time public path: the server bundle's images and fonts point at the remote's origin.
declare let __webpack_public_path__: string;

/** How many times a page is drawn while it still asks for data (a list, then each item's details…). */
const MAX_PASSES = 4;

/** The public page of `remotePages` that `pathname` opens, with the pattern it matched. */
function publicPageAt(remotePages: RemotePages, pathname: string): { declaration: PageDeclaration; pattern: string } | null {
  for (const declaration of remotePages.pages) {
    if (!openToVisitors(declaration.access)) continue;
    for (const pattern of typeof declaration.path === 'string' ? [declaration.path] : declaration.path) {
      if (matchPath({ path: pattern, caseSensitive: false, end: true }, pathname)) return { declaration, pattern };
    }
  }
  return null;
}

/** Queries the page asked for that nothing is fetching yet (a query it turned off stays off). */
function unfetched(queries: Query[]): Query[] {
  return queries.filter(
    (query) =>
      query.state.status === 'pending' &&
      query.state.fetchStatus === 'idle' &&
      (query.options as { enabled?: unknown }).enabled !== false &&
      query.options.queryFn,
  );
}

const notFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

async function drawPage(remotePages: RemotePages, request: RenderRequest, config: RuntimeConfig): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://localhost');
  const found = publicPageAt(remotePages, url.pathname);
  if (!found) return null;
  if (typeof __webpack_public_path__ !== 'undefined') __webpack_public_path__ = request.publicPath;
  setRuntimeConfig(config);
  setSitePages(request.pages);
  const { default: Page } = await found.declaration.page();
  await Promise.all([
    setLanguage(request.language, { remember: false }).then(loadEveryNamespace),
    // Prices in the visitor's currency, as the browser resolves it (docs/rules/currency.md#currency); without a country they wait, as in the browser.
    request.country ? resolveCurrency(request.country) : Promise.resolve(resetCurrency()),
    // Their country, as the browser's store holds it (a phone field starts there).
    Promise.resolve($country.set(request.country ?? '')),
  ]);

  const client = createQueryClient({ gcTime: Infinity, retryOnMount: false });
  const head: PageHeadRecord = { jsonLd: [] };
  const tree = (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <PageHeadContext.Provider value={head}>
          <StaticRouter location={url.pathname + url.search}>
            <Routes>
              {/* A boundary the browser's hydration can wait at if the page suspends there (docs/decisions/0005-server-rendering.md). */}
              <Route
                path={found.pattern}
                element={
                  <Suspense fallback={null}>
                    <PageWithParams Page={Page} />
                  </Suspense>
                }
              />
            </Routes>
          </StaticRouter>
        </PageHeadContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  // A page asks for its data while it is drawn; the answers arrive, and it is drawn again with them.
  // Each drawing records the head afresh: what the page said while its data was missing does not stay.
  const drawTree = () => {
    Object.assign(head, { title: undefined, description: undefined, jsonLd: [], notFound: undefined });
    return renderToString(<ElementIdPrefix.Provider value={SERVER_PAGE_ID_PREFIX}>{tree}</ElementIdPrefix.Provider>);
  };
  const drawing = await drawWithWords(undefined, async () => {
    let html = drawTree();
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const waiting = unfetched(client.getQueryCache().getAll());
      if (waiting.length === 0) break;
      await Promise.allSettled(waiting.map((query) => query.fetch()));
      html = drawTree();
    }
    return html;
  });
  const errors = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error');
  const failed = errors.some((query) => notFound(query.state.error));
  // Any other failure drew the page's error state there (the API down or still starting): not a page to keep.
  const incomplete = errors.some((query) => !notFound(query.state.error));
  // Controls work only once the page's scripts run: until then they are drawn disabled, so nothing is
  // typed into a field that the live page then replaces (links work at once).
  const html = disableServerControls(drawing.drawn);
  const queries = dehydrate(client);
  client.clear();
  // The browser starts from the same country and currency, or its first drawing would differ (a phone field's country, prices).
  const stores = { country: $country.get(), currency: $currencyReady.get() ? $currency.get() : null, words: drawing.words };
  return {
    status: failed || head.notFound ? 404 : 200,
    html,
    head: { title: head.title, description: head.description, jsonLd: head.jsonLd },
    queries,
    stores,
    ...(incomplete ? { incomplete } : {}),
  };
}

/** The page with the route's params, as the shell's route gives them. */
function PageWithParams({ Page }: { Page: RemotePage }) {
  return <Page params={useParams()} />;
}

/**
 * The function a remote's server bundle exports (its `src/server-render.ts`,
 * docs/decisions/0005-server-rendering.md): draws one of the remote's public pages for the shell
 * server, with the API's answers it needed. Pages are drawn one at a time: the language, the runtime
 * config and the site's pages are the process's own, as they are the browser page's.
 */
export function createPageRenderer(remotePages: RemotePages): (request: RenderRequest, config: RuntimeConfig) => Promise<RenderedPage | null> {
  let queue: Promise<unknown> = Promise.resolve();
  return (request, config) => {
    const job = queue.then(() => drawPage(remotePages, request, config));
    queue = job.catch(() => undefined);
    return job;
  };
}

/**
 * The paths of the remote's pages open to visitors (the function its server bundle exports as
 * `paths`): each page's first path, and for a page with parameters the paths its `sitemap` lists.
 * A list that cannot be read (the API is down) is left out, not failed: the rest is still a sitemap.
 */
export function createPathLister(remotePages: RemotePages): (config: RuntimeConfig) => Promise<string[]> {
  return async (config) => {
    setRuntimeConfig(config);
    const lists = await Promise.all(
      remotePages.pages
        .filter((declaration) => openToVisitors(declaration.access))
        .map(async (declaration) => {
          const pattern = typeof declaration.path === 'string' ? declaration.path : declaration.path[0];
          if (pattern === undefined) return [];
          if (!hasParameters(pattern)) return [pattern];
          const pages = declaration.sitemap ? await declaration.sitemap().catch(() => []) : [];
          return pages.map((params) => generatePath(pattern, params));
        }),
    );
    return [...new Set(lists.flat())];
  };
}
