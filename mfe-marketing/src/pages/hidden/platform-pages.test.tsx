import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LabSummary, Plan } from '@ilm/contract';
import type { RemotePage } from '@ilm/shared/contracts';
import { setLanguage } from '@ilm/shared/i18n';
import { setCurrency } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import homeAr from '../../../content/platform/home.ar.md';
import homeEn from '../../../content/platform/home.en.md';
import { API, CLOUD_ENGINEER, EC2_LAB, setupCatalogApi } from '../../testing/catalog-api';
import { hiddenPage } from '../../testing/hidden-page';

// Each page as its route loads it, from the /hidden table (features/hidden-pages).
const HiddenForBusiness = hiddenPage('hidden.for-business');
const HiddenForIndividuals = hiddenPage('hidden.for-individuals');
const HiddenGlobalReskillingProgram = hiddenPage('hidden.global-reskilling-program');
const HiddenHandsOnLabs = hiddenPage('hidden.hands-on-labs');
const HiddenHome = hiddenPage('hidden');
const HiddenPlatformCloudPlayground = hiddenPage('hidden.platform-cloud-playground');
const HiddenPlatformOverview = hiddenPage('hidden.platform-overview');
const HiddenPlatform = hiddenPage('hidden.platform');
const HiddenPlatformSkillsAssessmentProgram = hiddenPage('hidden.platform-skills-assessment-program');
const HiddenSkillsEvaluation = hiddenPage('hidden.skills-evaluation');

// A lab the platform's sandbox runs (the catalog's EC2 lab needs AWS, which is not connected).
const SANDBOX_LAB: LabSummary = {
  ...EC2_LAB,
  slug: 'linux-files-and-permissions',
  title: 'Files and permissions',
  summary: 'Make folders and decide who may read them.',
  cloud: 'linux',
  level: 'intermediate',
  environment: 'sandbox',
  launchable: true,
};

const BASIC_PLAN: Plan = {
  slug: 'basic',
  name: 'Basic',
  price_usd: 19,
  price_usd_cents: 1900,
  period_months: 1,
  tokens_granted: 20,
  features: ['All beginner labs', 'Email support'],
};

const list = <T,>(results: T[]) => HttpResponse.json({ count: results.length, results });

const server = setupCatalogApi();
beforeEach(() => {
  setCurrency({ currency: 1, currencyCode: 'USD', currencyTax: 0 });
  server.use(
    // The catalog answers `?level=` with that level's labs only.
    http.get(`${API}catalog/labs/`, ({ request }) => {
      const level = new URL(request.url).searchParams.get('level');
      return list([EC2_LAB, SANDBOX_LAB].filter((lab) => !level || lab.level === level));
    }),
    http.get(`${API}payments/plans/`, () => list([BASIC_PLAN])),
  );
});
afterEach(async () => {
  await act(() => setLanguage('en', { remember: false }));
});

/** Renders a page and waits until what it loads from the API is on screen (no skeleton left). */
async function renderPage(Page: RemotePage) {
  const view = renderWithShell(<Page params={{}} />);
  await screen.findByRole('heading', { level: 1 });
  // QueryView draws a busy status (a skeleton) while a list loads.
  await waitFor(() => expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument());
  return view;
}

// [page, its h1 and one of its sections in English, then in Arabic]
const PAGES: [string, RemotePage, string, string, string, string][] = [
  ['/hidden', HiddenHome, 'Learn, practise and get hired', 'Learn by doing, not by watching', 'تعلّم وتدرّب واحصل على وظيفة', 'تعلّم بالممارسة لا بالمشاهدة'],
  [
    '/hidden/platform',
    HiddenPlatform,
    'One platform, from first lab to first job',
    'What is included',
    'منصة واحدة من مختبرك الأول إلى وظيفتك الأولى',
    'ما تتضمنه المنصة',
  ],
  [
    '/hidden/platform-overview',
    HiddenPlatformOverview,
    'A tour of the platform',
    'Prove it: checks, completions and diplomas',
    'جولة في المنصة',
    'أثبت مهارتك: الفحوص والإكمال والدبلومات',
  ],
  [
    '/hidden/hands-on-labs',
    HiddenHandsOnLabs,
    'Hands-on labs in a real terminal',
    'What a lab gives you',
    'مختبرات عملية في طرفية حقيقية',
    'ما يقدّمه لك المختبر',
  ],
  [
    '/hidden/platform-cloud-playground',
    HiddenPlatformCloudPlayground,
    'The cloud playground, as it is today',
    'Cloud labs, once connected',
    'ساحة التجارب السحابية كما هي اليوم',
    'مختبرات السحابة بعد الاتصال',
  ],
  [
    '/hidden/platform-skills-assesment-program',
    HiddenPlatformSkillsAssessmentProgram,
    'Skills assessed by what you do',
    'How a step is checked',
    'مهارات تُقيَّم بما تنجزه',
    'كيف تُفحص الخطوة',
  ],
  ['/hidden/skillsEvaluation', HiddenSkillsEvaluation, 'Find your starting level', 'How to evaluate yourself', 'اعرف مستوى انطلاقك', 'كيف تقيّم نفسك'],
  [
    '/hidden/globalReskillingProgram',
    HiddenGlobalReskillingProgram,
    'Reskill for a technology career, wherever you live',
    'What we promise, and what we do not',
    'أعد تأهيل نفسك لمهنة في التقنية أينما كنت',
    'ما نعد به وما لا نعد به',
  ],
  [
    '/hidden/for-individuals',
    HiddenForIndividuals,
    'Build your technology career at your own pace',
    'How paying works',
    'ابنِ مسيرتك في التقنية على طريقتك',
    'كيف يتم الدفع',
  ],
  ['/hidden/for-business', HiddenForBusiness, 'Hands-on training for your teams', 'How we work with a team', 'تدريب عملي لفرق عملك', 'كيف نعمل مع فريقك'],
];

describe('platform pages', () => {
  it.each(PAGES)('%s shows its h1 and its sections in English', async (_path, Page, h1, section) => {
    await renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([h1]);
    const region = screen.getByRole('region', { name: section });
    // The section's own text, not only its heading: paragraphs, cards or steps.
    expect(within(region).queryAllByRole('listitem').length + within(region).queryAllByRole('paragraph').length).toBeGreaterThan(0);
  });

  it.each(PAGES)('%s shows its h1 and its sections in Arabic', async (_path, Page, _h1, _section, h1, section) => {
    await act(() => setLanguage('ar', { remember: false }));
    await renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([h1]);
    expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
  });

  it.each(PAGES)('%s keeps its headings in order, with no level skipped', async (_path, Page) => {
    await renderPage(Page);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index]! + 1));
  });

  it('describes the page to search engines in the language shown', async () => {
    await renderPage(HiddenHome);
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description()).toBe(homeEn.meta.description);
    await act(() => setLanguage('ar', { remember: false }));
    expect(description()).toBe(homeAr.meta.description);
    expect(homeAr.meta.description).not.toBe(homeEn.meta.description);
  });

  it('leads to sign-up with a call to action that says what it does', async () => {
    await renderPage(HiddenHome);
    const hero = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(hero).getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/auth/signup');
    expect(within(hero).getByRole('link', { name: 'Browse the hands-on labs' })).toHaveAttribute('href', '/hidden/hands-on-labs');
    // The page ends with the same way forward.
    const closing = screen.getByRole('region', { name: 'Start with your first lab' });
    expect(within(closing).getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/auth/signup');
  });
});

describe('catalog drawn on the platform pages', () => {
  it('the home page lists labs and career paths from the API', async () => {
    await renderPage(HiddenHome);
    const labs = screen.getByRole('region', { name: 'Popular hands-on labs' });
    expect(within(labs).getByRole('link', { name: EC2_LAB.title })).toHaveAttribute('href', `/labs/${EC2_LAB.slug}`);
    expect(within(labs).getByRole('link', { name: 'See every hands-on lab' })).toHaveAttribute('href', '/hidden/hands-on-labs');
    const paths = screen.getByRole('region', { name: 'Career paths' });
    expect(within(paths).getByRole('link', { name: CLOUD_ENGINEER.title })).toHaveAttribute('href', `/career-paths/${CLOUD_ENGINEER.slug}`);
  });

  it('the hands-on labs page lists every lab, saying where each runs', async () => {
    await renderPage(HiddenHandsOnLabs);
    const catalog = screen.getByRole('region', { name: 'The lab catalog' });
    expect(
      within(catalog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([EC2_LAB.title, SANDBOX_LAB.title]);
    expect(within(catalog).getByText('Needs AWS')).toBeInTheDocument();
    expect(within(catalog).getByText('Terminal in your browser')).toBeInTheDocument();
  });

  it('the cloud playground separates the labs that run in the browser now from those that need a cloud connection', async () => {
    await renderPage(HiddenPlatformCloudPlayground);
    const runsNow = screen.getByRole('region', { name: 'Labs that run in your browser now' });
    expect(within(runsNow).getByRole('link', { name: SANDBOX_LAB.title })).toBeInTheDocument();
    expect(within(runsNow).queryByRole('link', { name: EC2_LAB.title })).not.toBeInTheDocument();
    const needsCloud = screen.getByRole('region', { name: 'Labs that need a cloud connection' });
    expect(within(needsCloud).getByRole('link', { name: EC2_LAB.title })).toBeInTheDocument();
    expect(within(needsCloud).getByText('Needs AWS')).toBeInTheDocument();
    expect(within(needsCloud).queryByRole('link', { name: SANDBOX_LAB.title })).not.toBeInTheDocument();
  });

  it('the cloud playground says it in Arabic too', async () => {
    await act(() => setLanguage('ar', { remember: false }));
    await renderPage(HiddenPlatformCloudPlayground);
    const needsCloud = screen.getByRole('region', { name: 'مختبرات تحتاج إلى اتصال بسحابة' });
    expect(within(needsCloud).getByText('يحتاج إلى AWS')).toBeInTheDocument();
  });

  it('the skills evaluation lists labs of each level, and says so when a level has none', async () => {
    await renderPage(HiddenSkillsEvaluation);
    expect(within(screen.getByRole('region', { name: 'Beginner labs' })).getByRole('link', { name: EC2_LAB.title })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Intermediate labs' })).getByRole('link', { name: SANDBOX_LAB.title })).toBeInTheDocument();
    const advanced = screen.getByRole('region', { name: 'Advanced labs' });
    expect(within(advanced).getByRole('heading', { name: 'No advanced labs are published yet' })).toBeInTheDocument();
    expect(within(advanced).queryAllByRole('link')).toHaveLength(0);
  });

  it("for individuals shows the plans on sale, priced in the visitor's currency, and leads to the pricing page", async () => {
    setCurrency({ currency: 0.9, currencyCode: 'EUR', currencyTax: 0 });
    await renderPage(HiddenForIndividuals);
    const plans = screen.getByRole('region', { name: 'Plans' });
    const basic = within(plans).getByRole('article', { name: 'Basic' });
    expect(within(basic).getByText(/€\s?17\.10|17\.10\s?€/)).toBeInTheDocument();
    expect(within(basic).getByText('per month')).toBeInTheDocument();
    expect(within(basic).getByText('20 lab tokens included')).toBeInTheDocument();
    expect(within(basic).getByRole('list', { name: 'What the Basic plan includes' })).toHaveTextContent('All beginner labs');
    expect(within(plans).getByRole('link', { name: 'Compare plans and token packs on the pricing page' })).toHaveAttribute('href', '/pricing');
  });

  it('an empty catalog shows empty states, not a blank page', async () => {
    server.use(
      http.get(`${API}catalog/labs/`, () => list([])),
      http.get(`${API}catalog/career-paths/`, () => list([])),
      http.get(`${API}payments/plans/`, () => list([])),
    );
    const home = await renderPage(HiddenHome);
    expect(
      within(screen.getByRole('region', { name: 'Popular hands-on labs' })).getByRole('heading', { name: 'No labs are published yet' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Career paths' })).getByRole('heading', { name: 'No career paths are published yet' }),
    ).toBeInTheDocument();
    home.unmount();

    const playground = await renderPage(HiddenPlatformCloudPlayground);
    expect(screen.getByRole('heading', { name: 'No lab can be launched right now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Every lab runs in your browser' })).toBeInTheDocument();
    playground.unmount();

    await renderPage(HiddenForIndividuals);
    expect(within(screen.getByRole('region', { name: 'Plans' })).getByRole('heading', { name: 'No plans are on sale right now' })).toBeInTheDocument();
  });
});

describe('for business', () => {
  it('keeps a place for the team inquiry, which its first call to action leads to', async () => {
    await renderPage(HiddenForBusiness);
    const talk = screen.getByRole('region', { name: 'Talk to us about your team' });
    expect(talk).toHaveAttribute('id', 'team-inquiry');
    expect(screen.getAllByRole('link', { name: 'Talk to us about your team' })[0]).toHaveAttribute('href', '#team-inquiry');
    expect(within(talk).getByRole('link', { name: 'Write to us on the contact page' })).toHaveAttribute('href', '/contact-us');
  });
});
