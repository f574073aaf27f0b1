import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@ilm/shared/i18n';
import { $sitePages } from '@ilm/shared/routes';
import { renderWithShell } from '@ilm/shared/testing';
import { API, EC2_LAB, setupCatalogApi } from '../testing/catalog-api';
import { AboutUsPage } from './about-us-page';
import { AlBaariPage } from './al-baari-page';
import { AlRazzaqPage } from './al-razzaq-page';
import { PartnersPage } from './partners-page';
import { hiddenPage } from '../testing/hidden-page';

const HiddenAbout = hiddenPage('hidden.about');

const server = setupCatalogApi();
afterEach(() => setLanguage('en', { remember: false }));

/** Renders `page` in `language`, once its h1 is on screen. */
async function renderIn(language: 'en' | 'ar', page: ReactElement, h1: string) {
  await setLanguage(language, { remember: false });
  const view = renderWithShell(page);
  expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
  return view;
}

/** Whether the site declares a page at this link's path (parameters match any segment). */
function isDeclared(link: string): boolean {
  const { pathname } = new URL(link, 'http://localhost');
  return $sitePages
    .get()
    .flatMap((page) => page.paths)
    .some((pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z0-9]+/g, '[^/]+')}/?$`, 'i').test(pathname));
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const metaDescription = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('AboutUsPage', () => {
  it('shows the about document under its h1, with its meta description', async () => {
    await renderIn('en', <AboutUsPage />, 'About us');
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Labs in a real sandbox, in your browser' })).toBeInTheDocument();
    expect(metaDescription()).toMatch(/^We help people reskill/);
  });

  it('shows the about document in Arabic', async () => {
    await renderIn('ar', <AboutUsPage />, 'من نحن');
    expect(screen.getByRole('heading', { level: 2, name: 'رسالتنا' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'الكتالوج اليوم' })).toBeInTheDocument();
  });

  it('counts the labs, career paths and learning paths the API lists, each leading to its list', async () => {
    server.use(http.get(`${API}catalog/labs/`, () => HttpResponse.json({ count: 37, results: [EC2_LAB] })));
    await renderIn('en', <AboutUsPage />, 'About us');
    expect(await screen.findByRole('link', { name: '37 hands-on labs' })).toHaveAttribute('href', '/learning-paths');
    expect(hrefOf('1 career path')).toBe('/career-paths');
    expect(hrefOf('1 learning path')).toBe('/learning-paths');
  });

  it('says the catalog is unavailable instead of showing figures when the API is down', async () => {
    server.use(http.get(`${API}catalog/career-paths/`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await renderIn('en', <AboutUsPage />, 'About us');
    expect(await screen.findByText('The service is unavailable right now. Try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /hands-on lab/ })).not.toBeInTheDocument();
  });

  it('is also the revamped layout about page', async () => {
    await renderIn('en', <HiddenAbout params={{}} />, 'About us');
    expect(screen.getByRole('heading', { level: 2, name: 'What we value' })).toBeInTheDocument();
  });
});

describe('PartnersPage', () => {
  const labsByFilter: Record<string, number> = { linux: 4, kubernetes: 3, git: 2, openssl: 6, python: 2, sqlite: 5, aws: 7, azure: 4, gcp: 1 };

  it('names the technologies we teach towards and says a listing implies no endorsement', async () => {
    await renderIn('en', <PartnersPage />, 'Partners and providers');
    expect(screen.getByRole('heading', { level: 3, name: 'Kubernetes, the CNCF and the Linux Foundation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What a name on this page means' })).toBeInTheDocument();
    expect(screen.getByText(/does not mean that its owner endorses, sponsors or partners with us/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contact us' })[0]).toHaveAttribute('href', '/contact-us');
    expect(hrefOf('consulting for teams')).toBe('/consulting');
  });

  it('shows the partners document in Arabic', async () => {
    await renderIn('ar', <PartnersPage />, 'الشركاء والمزوّدون');
    expect(screen.getByRole('heading', { level: 2, name: 'معنى ذكر اسم في هذه الصفحة' })).toBeInTheDocument();
  });

  it("counts each technology's labs with the catalog's own topic and search filters", async () => {
    server.use(
      http.get(`${API}catalog/labs/`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const count = labsByFilter[query.get('cloud') ?? query.get('search') ?? ''] ?? 0;
        return HttpResponse.json({ count, results: [EC2_LAB] });
      }),
    );
    await renderIn('en', <PartnersPage />, 'Partners and providers');
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} `) });
    expect(within(row('OpenSSL')).getByText('6 labs')).toBeInTheDocument();
    expect(within(row('Amazon Web Services (AWS)')).getByText('7 labs')).toBeInTheDocument();
    expect(within(row('Google Cloud')).getByText('1 lab')).toBeInTheDocument();
  });
});

describe('AlBaariPage', () => {
  it('says what Baari does and leads to Ask Baari, where it answers', async () => {
    await renderIn('en', <AlBaariPage />, 'Baari, your AI learning assistant');
    expect(screen.getByRole('heading', { level: 3, name: 'Hints in tiers, inside a running lab' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Mock interviews for each career path' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Where to ask Baari' })).toBeInTheDocument();
    expect(screen.queryByText(/not on the site|arriving on the site/i)).not.toBeInTheDocument();
    expect(hrefOf('Ask Baari a question')).toBe('/bari');
    expect(screen.getAllByRole('link', { name: 'Ask Baari' })[0]).toHaveAttribute('href', '/bari');
    expect(hrefOf('Browse the career paths')).toBe('/career-paths');
    expect(hrefOf('Browse the learning paths and their labs')).toBe('/learning-paths');
  });

  it('shows the Baari document in Arabic', async () => {
    await renderIn('ar', <AlBaariPage />, 'باري، مساعدك الذكي للتعلّم');
    expect(screen.getByRole('heading', { level: 2, name: 'ما لا يفعله باري' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'أين تسأل باري' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'اطرح سؤالًا على باري' })).toHaveAttribute('href', '/bari');
  });
});

describe('AlRazzaqPage', () => {
  it('walks from labs to a job and says nothing is guaranteed', async () => {
    await renderIn('en', <AlRazzaqPage />, 'Job placement and internships');
    expect(screen.getByRole('heading', { level: 2, name: 'Immigration support' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we do not promise' })).toBeInTheDocument();
    expect(hrefOf('diploma declaration')).toBe('/diploma-declaration');
    expect(hrefOf('what the candidate information form is for')).toBe('/cif');
    expect(hrefOf('candidate information form')).toBe('/cif-form');
  });

  it('lists the career paths the API offers, each linking to its page', async () => {
    await renderIn('en', <AlRazzaqPage />, 'Job placement and internships');
    const path = await screen.findByRole('heading', { level: 3, name: 'Cloud Engineer' });
    expect(within(path).getByRole('link')).toHaveAttribute('href', '/career-paths/cloud-engineer');
    expect(hrefOf('All career paths')).toBe('/career-paths');
  });

  it('shows the placement document in Arabic', async () => {
    await renderIn('ar', <AlRazzaqPage />, 'التوظيف والتدريب العملي');
    expect(screen.getByRole('heading', { level: 2, name: 'دعم الهجرة' })).toBeInTheDocument();
  });
});

describe('programme pages', () => {
  it.each([
    ['about-us', <AboutUsPage key="about" />, 'About us', '1 career path'],
    ['partners', <PartnersPage key="partners" />, 'Partners and providers', 'Browse the learning paths and their labs'],
    ['al-baari', <AlBaariPage key="al-baari" />, 'Baari, your AI learning assistant', 'Browse the career paths'],
    ['al-razzaq', <AlRazzaqPage key="al-razzaq" />, 'Job placement and internships', 'Cloud Engineer'],
  ])('%s links only to pages the site declares', async (_name, page, h1, loadedLink) => {
    await renderIn('en', page, h1);
    await screen.findByRole('link', { name: loadedLink });
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(links.length).toBeGreaterThan(2);
    expect(links.filter((link) => !isDeclared(link))).toEqual([]);
  });
});
