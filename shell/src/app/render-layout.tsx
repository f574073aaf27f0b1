import { renderToString } from 'react-dom/server';
import { disableServerControls, type DrawnLayout, type LayoutRenderRequest, type RuntimeConfig } from '@ilm/contract';
import { setRuntimeConfig } from '@ilm/shared/config';
import { drawWithWords, i18n, loadEveryNamespace, setLanguage } from '@ilm/shared/i18n';
import { setSitePages } from '@ilm/shared/routes';
import { $country, resetCurrency, setCurrency } from '@ilm/shared/stores';
import { setSitePanels } from '../panels/site-panels';
import type { RemoteRuntime } from '../remotes/page-loader';
import { setServerPage } from '../remotes/server-page';
import { App } from './app';
import '../i18n';

/** On the server no page module is loaded: the page arrives drawn by its remote, and the browser hydrates it. */
const SERVER_RUNTIME: RemoteRuntime = {
  loader: {
    load: () => Promise.reject(new Error('Pages are not loaded on the server')),
    loadPanel: () => Promise.reject(new Error('Panels are not loaded on the server')),
    reset: () => undefined,
  },
  reloadPage: () => undefined,
};

async function drawLayout(request: LayoutRenderRequest, config: RuntimeConfig): Promise<DrawnLayout> {
  setRuntimeConfig(config);
  setSitePages(request.pages);
  setSitePanels(request.panels);
  await setLanguage(request.language, { remember: false });
  await loadEveryNamespace();
  const { pathname } = new URL(request.url, 'http://localhost');
  setServerPage(request.pageHtml === null ? null : { pathname, html: request.pageHtml });
  // The stores the page was drawn with, as the browser's bootstrap sets them from the page (server-page.tsx).
  $country.set(request.stores?.country ?? '');
  if (request.stores?.currency) setCurrency(request.stores.currency);
  else resetCurrency();
  try {
    // The page's words are the layout's too (its header names the country); the layout's own are handed on.
    // The tree the browser's bootstrap hydrates: the same App, its router at this URL.
    const { drawn: html, words } = await drawWithWords(request.stores?.words, () =>
      disableServerControls(renderToString(<App runtime={SERVER_RUNTIME} location={request.url} />)),
    );
    // The shell's own page ("Page not found") names itself as its not-found.tsx does in the browser.
    return request.pageHtml === null ? { html, words, title: i18n.t('titles.notFound', { ns: 'shell' }) } : { html, words };
  } finally {
    setServerPage(null);
  }
}

/**
 * What the shell's server bundle exports (docs/decisions/0007-first-visit-performance.md): the
 * page's layout drawn around the page its remote drew (or the shell's own "Page not found"), as
 * the browser's first render draws it. Layouts are drawn one at a time: the language, the
 * runtime config and the site's pages are the process's own, as they are the browser page's.
 */
export function createLayoutRenderer(): (request: LayoutRenderRequest, config: RuntimeConfig) => Promise<DrawnLayout> {
  let queue: Promise<unknown> = Promise.resolve();
  return (request, config) => {
    const job = queue.then(() => drawLayout(request, config));
    queue = job.catch(() => undefined);
    return job;
  };
}
