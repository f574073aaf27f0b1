import { SERVER_LAYOUT_ATTRIBUTE } from '@ilm/contract';
import { loadRuntimeConfig } from '@ilm/shared/config';
import { $sitePages, setSitePages } from '@ilm/shared/routes';
import './app/base.css';
import { yieldToBrowser } from './app/yield';
import { createFederationLoader, fetchRemotesList, fetchSitePages } from './remotes/federation-loader';
import { setSitePanels } from './panels/site-panels';

/**
 * The start, in steps that are each their own task (docs/decisions/0007-first-visit-performance.md):
 * the site's config; its strings and language; the language's plural rules; the DOM renderer
 * (Preact); the server's page taken over; the app. The later steps are in this chunk
 * (`webpackMode: "eager"`): nothing more is fetched between them, their modules are only run later.
 */
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
  ]);
  await yieldToBrowser();
  const [{ initialLanguage, languageInUrl, setLanguage, syncDocumentLanguage }, { startLanguageFonts }, { warmPluralRules }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@ilm/shared/i18n'),
    import(/* webpackMode: "eager" */ './app/fonts'),
    import(/* webpackMode: "eager" */ './app/intl-warm-up'),
    import(/* webpackMode: "eager" */ './i18n'),
  ]);
  // The page's language before the first render: no English flash for an Arabic or Urdu reader.
  const language = await setLanguage(initialLanguage(), { remember: languageInUrl() });
  startLanguageFonts();
  syncDocumentLanguage();
  await yieldToBrowser();
  warmPluralRules(language);
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  const [{ registerPanelLoader, hydrateInTurns }, { embeddedPanelLoader }, { adoptServerPage }, { queryClient }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@ilm/shared/ui'),
    import(/* webpackMode: "eager" */ './panels/embedded-panels'),
    import(/* webpackMode: "eager" */ './remotes/server-page'),
    import(/* webpackMode: "eager" */ '@ilm/shared/query'),
  ]);
  const runtime = { loader: createFederationLoader(remotes), reloadPage: () => window.location.reload() };
  // A page may embed another remote's panel by name (docs/rules/pages.md#panels): it loads through the shell.
  registerPanelLoader(embeddedPanelLoader(runtime));
  // The page the server drew and the API answers it used: shown and reused, not asked for again.
  adoptServerPage(queryClient);
  await yieldToBrowser();
  const [{ App }, { loadEveryNamespace }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ '@ilm/shared/i18n'),
  ]);
  // The strings of every namespace the app's modules registered, in the page's language, before the
  // first render: a component whose strings are still loading suspends, and the layout the server
  // drew would be drawn anew.
  await loadEveryNamespace();
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  if (container.hasAttribute(SERVER_LAYOUT_ATTRIBUTE)) {
    // The server drew the layout around the page: the same tree takes it over where it stands (ADR 0007).
    hydrateInTurns(() => hydrateRoot(container, <App runtime={runtime} />));
  } else {
    createRoot(container).render(<App runtime={runtime} />);
  }
}

void start();
