import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@ilm/shared/i18n';
import { $currencyReady, setCurrency } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { marketingAr } from '../i18n/marketing.ar';
import { marketingEn } from '../i18n/marketing.en';
import { API, AWS_PATH, CLOUD_ENGINEER, setupCatalogApi } from '../testing/catalog-api';
import { CareerPathPage } from './career-path-page';
import { CareerPathsPage } from './career-paths-page';
import { HomePage } from './home-page';
import { LearningPathsPage } from './learning-paths-page';

const server = setupCatalogApi();
beforeEach(() => {
  document.head.innerHTML = '';
  setCurrency({ currency: 1, currencyCode: 'USD', currencyTax: 0 });
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const jsonLd = () => {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  return script ? JSON.parse(script.textContent ?? '') : undefined;
};

async function inArabic(test: () => Promise<void>) {
  await act(() => setLanguage('ar', { remember: false }));
  try {
    await test();
  } finally {
    await act(() => setLanguage('en', { remember: false }));
  }
}

describe('the head of the catalog pages', () => {
  it.each([
    ['HomePage', HomePage, 'home'],
    ['CareerPathsPage', CareerPathsPage, 'careerPaths'],
    ['LearningPathsPage', LearningPathsPage, 'learningPaths'],
  ] as const)('%s describes itself with its introduction, in English and in Arabic', async (_name, Page, key) => {
    const { unmount } = renderWithShell(<Page />);
    expect(description()).toBe(marketingEn[key].intro);
    unmount();
    await inArabic(async () => {
      renderWithShell(<Page />);
      expect(description()).toBe(marketingAr[key].intro);
    });
  });

  it('lists the career paths by name and page on /career-paths and on the home page', async () => {
    for (const Page of [CareerPathsPage, HomePage]) {
      document.head.innerHTML = '';
      const { unmount } = renderWithShell(<Page />);
      await screen.findByRole('link', { name: 'Cloud Engineer' });
      expect(jsonLd()).toEqual({
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Cloud Engineer', url: '/career-paths/cloud-engineer' }],
      });
      unmount();
    }
  });

  it('lists the learning paths as courses with their price in the currency shown', async () => {
    setCurrency({ currency: 0.9, currencyCode: 'EUR', currencyTax: 0 });
    renderWithShell(<LearningPathsPage />);
    await screen.findByRole('region', { name: AWS_PATH.title });
    const list = jsonLd();
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      item: expect.objectContaining({
        '@type': 'Course',
        name: 'AWS Foundations',
        inLanguage: 'en',
        offers: { '@type': 'Offer', price: 44.1, priceCurrency: 'EUR', category: 'Paid' },
      }),
    });
  });

  it('gives no structured data while the catalog cannot be read', async () => {
    server.use(http.get(`${API}catalog/career-paths/`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithShell(<CareerPathsPage />);
    await screen.findByText('The service is unavailable right now. Try again in a moment.');
    expect(description()).toBe(marketingEn.careerPaths.intro);
    expect(jsonLd()).toBeUndefined();
  });
});

describe('the head of a career path page', () => {
  it('names the path, describes it with its summary and makes it a Course with its labs and price', async () => {
    renderWithShell(<CareerPathPage slug={CLOUD_ENGINEER.slug} />);
    await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' });
    expect(document.title).toBe('Cloud Engineer | Top Class Cloud and Security Training');
    expect(description()).toBe(CLOUD_ENGINEER.summary);
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Cloud Engineer',
      description: CLOUD_ENGINEER.summary,
      provider: { '@type': 'Organization', name: 'Ilm Cloud' },
      inLanguage: 'en',
      educationalLevel: 'Beginner',
      timeRequired: 'P12W',
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', duration: 'P12W' },
      syllabusSections: [
        {
          '@type': 'Syllabus',
          name: 'Launch and Connect to an EC2 Instance',
          description: 'Launch a Linux EC2 instance and connect to it.',
          timeRequired: 'PT45M',
        },
      ],
      offers: { '@type': 'Offer', price: 299, priceCurrency: 'USD', category: 'Paid', url: '/career-paths/cloud-engineer/pricing' },
    });
  });

  it('offers the price in US dollars until the visitor’s currency is known', async () => {
    $currencyReady.set(false);
    try {
      renderWithShell(<CareerPathPage slug={CLOUD_ENGINEER.slug} />);
      await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' });
      expect(jsonLd().offers).toMatchObject({ price: 299, priceCurrency: 'USD' });
    } finally {
      $currencyReady.set(true);
    }
  });

  it('describes the path in the page’s language', async () => {
    const arabic = { ...CLOUD_ENGINEER, title: 'مهندس سحابة', summary: 'من أول آلة افتراضية إلى بيئة إنتاج.' };
    server.use(
      http.get(`${API}catalog/career-paths/:slug/`, ({ request }) =>
        HttpResponse.json(request.headers.get('accept-language') === 'ar' ? arabic : CLOUD_ENGINEER),
      ),
    );
    await inArabic(async () => {
      renderWithShell(<CareerPathPage slug={CLOUD_ENGINEER.slug} />);
      await screen.findByRole('heading', { level: 1, name: arabic.title });
      expect(description()).toBe(arabic.summary);
      expect(jsonLd()).toMatchObject({ '@type': 'Course', name: arabic.title, inLanguage: 'ar', educationalLevel: 'مبتدئ' });
    });
  });

  it('describes a career path page while the path is not found, without structured data', async () => {
    renderWithShell(<CareerPathPage slug="no-such-path" />);
    await screen.findByRole('heading', { level: 1, name: 'Career path not found' });
    expect(description()).toBe(marketingEn.careerPath.intro);
    expect(jsonLd()).toBeUndefined();
  });
});
