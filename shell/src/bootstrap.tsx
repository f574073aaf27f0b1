import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@ilm/shared/config';
import { syncDocumentLanguage } from '@ilm/shared/i18n';
import { App } from './app/app';
import './app/base.css';
import './i18n';
import { $sitePages, setSitePages } from '@ilm/shared/routes';
import { createFederationLoader, fetchRemotesList, fetchSitePages } from './remotes/federation-loader';

async function start() {
  // The shell server hands the site's pages over inside the HTML; the dev server does not.
  const pages = $sitePages.get().length > 0 ? undefined : fetchSitePages();
  const [, remotes] = await Promise.all([loadRuntimeConfig(), fetchRemotesList(), pages?.then(setSitePages)]);
  const runtime = { loader: createFederationLoader(remotes), reloadPage: () => window.location.reload() };
  syncDocumentLanguage();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App runtime={runtime} />);
}

void start();
