import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell, setupWorkspacePanels } from '@ilm/shared/testing';
import { registerPanelLoader } from '@ilm/shared/ui';
import { remotePages } from '../routes';
import { API, setupCatalogApi } from '../testing/catalog-api';

const server = setupCatalogApi();
// The chat is mfe-dashboard's `baari` panel: loaded by name from its declaration, as the shell loads it.
setupWorkspacePanels();
beforeEach(() => server.use(http.get(`${API}baari/suggestions/`, () => HttpResponse.json({ questions: ['Which lab teaches least-privilege access?'] }))));
afterEach(() => setLanguage('en', { remember: false }));

async function renderBariPage() {
  const { default: Page }: RemotePageModule = await remotePages.pages.find((page) => page.name === 'bari')!.page();
  return renderWithShell(<Page params={{}} />, { route: '/bari' });
}

const metaDescription = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('/bari, Ask Baari (mfe-marketing’s page, mfe-dashboard’s chat)', () => {
  it('says what the page is for under its one h1, then a visitor can ask Baari from the chat embedded below', async () => {
    await renderBariPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Ask Baari' })).toBeInTheDocument();
    expect(screen.getByText(/Baari answers from the platform's own pages/)).toBeInTheDocument();
    await waitFor(() => expect(metaDescription()).toMatch(/^Ask Baari, the learning assistant, about a concept/));
    expect(screen.getByRole('heading', { level: 2, name: 'How to get a useful answer' })).toBeInTheDocument();

    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Which lab teaches least-privilege access?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to keep asking and keep your conversations' })).toHaveAttribute('href', '/auth/signin?redirect=%2Fbari');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The first test of the file compiles mfe-dashboard's chat module on a cold cache.
  }, 20_000);

  it('in Arabic, the page and the chat both speak it', async () => {
    await setLanguage('ar', { remember: false });
    await renderBariPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'اسأل باري' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'سؤالك' })).toBeInTheDocument();
  });

  it('with no loader registered (a remote run alone), the page still says what it is for and shows the chat loading', async () => {
    registerPanelLoader(null);
    await renderBariPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Ask Baari' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
