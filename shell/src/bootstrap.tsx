import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@ilm/shared/config';
import { syncDocumentLanguage } from '@ilm/shared/i18n';
import { App } from './app/app';
import './app/base.css';
import './i18n';
import { createFederationLoader, fetchRemotesList } from './remotes/federation-loader';

async function start() {
  const [, remotes] = await Promise.all([loadRuntimeConfig(), fetchRemotesList()]);
  const runtime = { loader: createFederationLoader(remotes), reloadPage: () => window.location.reload() };
  syncDocumentLanguage();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App runtime={runtime} />);
}

void start();
