import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import { AlRazzaqPage } from '../../../pages/al-razzaq-page';
import { API, LAB_AUTHOR_OPENING, setupCatalogApi } from '../../../testing/catalog-api';

const server = setupCatalogApi();
afterEach(() => setLanguage('en', { remember: false }));

const openings = () => screen.findByRole('region', { name: 'Current openings' });

describe('/al-razzaq: current openings', () => {
  it('lists the openings the API has, each with the labs it asks for and a link to apply in the dashboard', async () => {
    renderWithShell(<AlRazzaqPage />);
    const region = await openings();
    const card = await within(region).findByRole('article', { name: 'Linux lab author' });
    expect(within(card).getByText('Ilm Cloud')).toBeInTheDocument();
    expect(within(card).getByText('Remote')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Labs it asks for:' })).getByRole('link', { name: 'Files and permissions' })).toHaveAttribute(
      'href',
      '/labs/linux-files-and-permissions',
    );
    expect(within(card).getByRole('link', { name: 'Apply to Linux lab author from your dashboard' })).toHaveAttribute('href', '/dashboard/jobs');
    expect(within(region).getByRole('link', { name: 'See how you match every opening' })).toHaveAttribute('href', '/dashboard/jobs');
  });

  it('says so when there is no opening', async () => {
    server.use(http.get(`${API}jobs/openings/`, () => HttpResponse.json({ count: 0, results: [] })));
    renderWithShell(<AlRazzaqPage />);
    expect(await within(await openings()).findByText('No opening right now. New ones appear here as employers add them.')).toBeInTheDocument();
  });

  it('says the openings could not be loaded when the API is down, and the rest of the page stays', async () => {
    server.use(http.get(`${API}jobs/openings/`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithShell(<AlRazzaqPage />);
    expect(await within(await openings()).findByText('Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job placement and internships' })).toBeInTheDocument();
  });

  it('is written in Urdu on the Urdu page', async () => {
    server.use(http.get(`${API}jobs/openings/`, () => HttpResponse.json({ count: 1, results: [{ ...LAB_AUTHOR_OPENING, title: 'لینکس لیبز کے مصنف' }] })));
    await setLanguage('ur', { remember: false });
    renderWithShell(<AlRazzaqPage />);
    const region = await screen.findByRole('region', { name: 'اس وقت کی خالی آسامیاں' });
    expect(await within(region).findByRole('link', { name: 'اپنے ڈیش بورڈ سے لینکس لیبز کے مصنف کے لیے درخواست دیں' })).toHaveAttribute(
      'href',
      '/dashboard/jobs',
    );
    expect(within(region).getByText('گھر سے (ریموٹ)')).toBeInTheDocument();
  });
});
