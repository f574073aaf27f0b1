import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_LAYOUT_ATTRIBUTE } from '@ilm/contract';
import { loadRuntimeConfig } from '@ilm/shared/config';
import { initialLanguage, languageInUrl, setLanguage, syncDocumentLanguage } from '@ilm/shared/i18n';
import { App } from './app/app';
import './app/base.css';
import { startLanguageFonts } from './app/fonts';
import './i18n';
import { $sitePages, setSitePages } from '@ilm/shared/routes';
import { queryClient } from '@ilm/shared/query';
import { registerPanelLoader } from '@ilm/shared/ui';
import { createFederationLoader, fetchRemotesList, fetchSitePages } from './remotes/federation-loader';
import { embeddedPanelLoader } from './panels/embedded-panels';
import { setSitePanels } from './panels/site-panels';
import { adoptServerPage } from './remotes/server-page';

async function start() {
  // The shell server hands the site's pages and panels over inside the HTML; the dev server does not.
  const site = $sitePages.get().length > 0 ? undefined : fetchSitePages();
  const [, remotes] = await Promise.all([
    loadRuntimeConfig(),
    fetchRemotesList(),
    site?.then(({ pages, panels }) => {
      setSitePages(pages);
      setSitePanels(panels);
    }),
    // The page's language before the first paint: no English flash for an Arabic or Urdu reader.
    setLanguage(initialLanguage(), { remember: languageInUrl() }),
  ]);
  startLanguageFonts();
  const runtime = { loader: createFederationLoader(remotes), reloadPage: () => window.location.reload() };
  // A page may embed another remote's panel by name (docs/rules/pages.md#panels): it loads through the shell.
  registerPanelLoader(embeddedPanelLoader(runtime));
  syncDocumentLanguage();
  // The page the server drew and the API answers it used: shown and reused, not asked for again.
  adoptServerPage(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // In a transition, React draws in slices and lets the browser answer input between them.
  if (container.hasAttribute(SERVER_LAYOUT_ATTRIBUTE)) {
    // The server drew the layout around the page: the same tree takes it over where it stands (ADR 0007).
    startTransition(() => {
      hydrateRoot(container, <App runtime={runtime} />, {
        onRecoverableError: (error) => console.warn('The server-drawn layout was drawn again in the browser:', error),
      });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(<App runtime={runtime} />));
  }
}

void start();
