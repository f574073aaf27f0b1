import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import Lab from './lab-page';
import type { LabDetail } from '../features/labs/labs.api';
import { API, LAB, server, setupMockApi } from '../testing/mock-api';

setupMockApi();
beforeEach(() => {
  document.head.innerHTML = '';
});

/** The lab as the API answers it in the request's language (Accept-Language). */
const ARABIC: Partial<LabDetail> = { title: 'الملفات والصلاحيات', summary: 'أنشئ مجلدات وملفات وحدّد من يحق له قراءتها.' };
function answerLab(lab: LabDetail) {
  server.use(
    http.get(`${API}catalog/labs/${lab.slug}/`, ({ request }) =>
      HttpResponse.json(request.headers.get('accept-language') === 'ar' ? { ...lab, ...ARABIC } : lab),
    ),
  );
}

const renderLab = () => renderWithShell(<Lab params={{ slug: LAB.slug }} />, { route: `/labs/${LAB.slug}` });
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

describe('the lab page’s head', () => {
  it('describes the lab with its summary and names it in the title', async () => {
    answerLab(LAB);
    renderLab();
    await screen.findByRole('heading', { level: 1, name: LAB.title });
    expect(description()).toBe(LAB.summary);
    expect(document.title).toBe('Files and permissions | Top Class Cloud and Security Training');
  });

  it('describes the lab in the page’s language', async () => {
    answerLab(LAB);
    await inArabic(async () => {
      renderLab();
      await screen.findByRole('heading', { level: 1, name: ARABIC.title });
      expect(description()).toBe(ARABIC.summary);
      expect(jsonLd()).toMatchObject({ '@type': 'Course', name: ARABIC.title, inLanguage: 'ar', educationalLevel: 'مبتدئ' });
    });
  });

  it('is a Course with its provider, level and duration, and no rating while nobody rated it', async () => {
    answerLab({ ...LAB, duration_minutes: 90 });
    renderLab();
    await screen.findByRole('heading', { level: 1, name: LAB.title });
    const course = jsonLd();
    expect(course).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: LAB.title,
      description: LAB.summary,
      provider: { '@type': 'Organization', name: 'Ilm Cloud' },
      inLanguage: 'en',
      educationalLevel: 'Beginner',
      timeRequired: 'PT1H30M',
    });
    expect(course).not.toHaveProperty('aggregateRating');
    expect(course).not.toHaveProperty('offers');
    expect(screen.queryByText('Learner rating')).not.toBeInTheDocument();
  });

  it('carries the learners’ average rating when there is one, as the page shows it', async () => {
    answerLab({ ...LAB, rating: { average: 4.5, count: 12 } });
    renderLab();
    expect(await screen.findByText('4.5 out of 5, 12 ratings')).toBeInTheDocument();
    expect(screen.getByText('Learner rating')).toBeInTheDocument();
    expect(jsonLd().aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 12, bestRating: 5, worstRating: 1 });
  });

  it('says a lab’s single rating in the singular', async () => {
    answerLab({ ...LAB, rating: { average: 5, count: 1 } });
    renderLab();
    expect(await screen.findByText('5 out of 5, 1 rating')).toBeInTheDocument();
  });

  it.each([
    [1, '4.5 من 5، تقييم واحد'],
    [2, '4.5 من 5، تقييمان'],
    [3, '4.5 من 5، 3 تقييمات'],
    [12, '4.5 من 5، 12 تقييمًا'],
    [100, '4.5 من 5، 100 تقييم'],
  ])('in Arabic, %i ratings take their own plural form', async (count, text) => {
    answerLab({ ...LAB, rating: { average: 4.5, count } });
    await inArabic(async () => {
      renderLab();
      expect(await screen.findByText(text)).toBeInTheDocument();
    });
  });

  it('describes a lab page while the lab is not found', async () => {
    server.use(
      http.get(`${API}catalog/labs/no-such-lab/`, () =>
        HttpResponse.json({ statusCode: 404, code: 'not_found', message: 'Lab was not found.' }, { status: 404 }),
      ),
    );
    renderWithShell(<Lab params={{ slug: 'no-such-lab' }} />, { route: '/labs/no-such-lab' });
    await screen.findByRole('heading', { level: 1, name: 'Lab not found' });
    expect(description()).toMatch(/^What this lab teaches/);
    expect(jsonLd()).toBeUndefined();
  });
});
