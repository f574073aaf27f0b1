import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useParams, Route, Routes } from '@ilm/shared/router';
import type { CareerPathDetail, LabDetail } from '@ilm/contract';
import type { RemotePage } from '@ilm/shared/contracts';
import { setLanguage } from '@ilm/shared/i18n';
import { setCurrency } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { API, AWS_PATH, CLOUD_ENGINEER, EC2_LAB, LAB_AUTHOR_OPENING, setupCatalogApi } from '../../testing/catalog-api';
import { hiddenPage } from '../../testing/hidden-page';
import partnersEn from '../../../content/programmes/partners-and-providers.en.md';
import partnersAr from '../../../content/programmes/partners-and-providers.ar.md';

// Each page as its route loads it, from the /hidden table (features/hidden-pages).
const HiddenBlogArticle = hiddenPage('hidden.blog-article');
const HiddenBlog = hiddenPage('hidden.blog');
const HiddenCareerPathway = hiddenPage('hidden.career-pathway');
const HiddenCareers = hiddenPage('hidden.careers');
const HiddenContactUs = hiddenPage('hidden.contact-us');
const HiddenDreamJob = hiddenPage('hidden.dream-job');
const HiddenOurPartners = hiddenPage('hidden.our-partners');
const HiddenResources = hiddenPage('hidden.resources');

const server = setupCatalogApi();

const labDetail = (slug: string, title: string): LabDetail => ({
  ...EC2_LAB,
  slug,
  title,
  cloud: 'linux',
  environment: 'sandbox',
  launchable: true,
  description: 'A lab in a Linux sandbox.',
  objectives: ['Do the thing'],
  steps: [],
});

beforeEach(() => {
  setCurrency({ currency: 1, currencyCode: 'USD', currencyTax: 0 });
  server.use(
    http.get(`${API}catalog/labs/:slug/`, ({ params }) =>
      params.slug === 'linux-files-and-permissions'
        ? HttpResponse.json(labDetail('linux-files-and-permissions', 'Files and permissions'))
        : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No lab with that slug' }, { status: 404 }),
    ),
  );
});

const renderPage = (Page: RemotePage, params: Record<string, string> = {}) => renderWithShell(<Page params={params} />);
const metaDescription = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

async function inArabic(run: () => Promise<void>) {
  await act(() => setLanguage('ar', { remember: false }));
  try {
    await run();
  } finally {
    await act(() => setLanguage('en', { remember: false }));
  }
}

// [page, its h1, a heading of its own content, the same two in Arabic]
const pages: [string, RemotePage, string, string, string, string][] = [
  ['resources', HiddenResources, 'Resources', 'How a lab works', 'الموارد', 'كيف يعمل المختبر'],
  ['blog', HiddenBlog, 'Blog', 'How a career path turns labs into a diploma', 'المدونة', 'كيف يحوّل المسار المهني المختبراتِ إلى دبلوم'],
  ['careers', HiddenCareers, 'From your first lab to your next job', 'Job placement', 'من مختبرك الأول إلى وظيفتك التالية', 'التدريب الافتراضي'],
  ['dream-job', HiddenDreamJob, 'Land your dream job', '1. Name the role', 'احصل على وظيفة أحلامك', '1. سمِّ الدور'],
  ['career-pathway', HiddenCareerPathway, 'How a career path is built', 'Every lab is checked', 'كيف يُبنى المسار المهني', 'كل مختبر يُتحقَّق منه'],
  ['our-partners', HiddenOurPartners, partnersEn.meta.title, partnersEn.headings[0]!.text, partnersAr.meta.title, partnersAr.headings[0]!.text],
  ['contact-us', HiddenContactUs, 'Contact us', 'What we can help with', 'اتصل بنا', 'ما الذي نستطيع المساعدة فيه'],
];

describe('the resources, blog and careers pages under /hidden', () => {
  it.each(pages)('%s shows one h1, its own content and a meta description, in English', async (_name, Page, h1, heading) => {
    renderPage(Page);
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(metaDescription()).toMatch(/\w{3,}.{40,}/);
  });

  it.each(pages)('%s shows its h1 and its content in Arabic', async (_name, Page, _h1, _heading, h1, heading) => {
    await inArabic(async () => {
      renderPage(Page);
      expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
      expect(metaDescription()).toMatch(/[\u0600-\u06FF]{3,}/);
    });
  });
});

describe('the blog', () => {
  function BlogArticleRoute() {
    return <HiddenBlogArticle params={{ slug: useParams().slug }} />;
  }
  const renderBlog = () =>
    renderWithShell(
      <Routes>
        <Route path="/hidden/blog" element={<HiddenBlog params={{}} />} />
        <Route path="/hidden/blog/:slug" element={<BlogArticleRoute />} />
      </Routes>,
      { route: '/hidden/blog' },
    );

  it('lists the articles newest first, each with its date and reading time', () => {
    renderBlog();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'How a career path turns labs into a diploma',
      "Analysing a CSV file with Python's standard library",
      'Checking a TLS certificate with openssl',
      'Your first Git repository, and why commits matter',
      'Reading Linux permissions: what ls -l really tells you',
    ]);
    const newest = screen.getAllByRole('article')[0]!;
    expect(within(newest).getByText('Published November 10, 2026')).toBeInTheDocument();
    expect(within(newest).getByText(/^\d+ minute read$/)).toBeInTheDocument();
  });

  it('opens an article: its h1, its body, the career path it leads to from the API, and its BlogPosting data', async () => {
    renderBlog();
    await userEvent.click(screen.getByRole('link', { name: 'How a career path turns labs into a diploma' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How a career path turns labs into a diploma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The diploma declaration' })).toBeInTheDocument();
    const practice = screen.getByRole('region', { name: 'Follow a career path' });
    expect(await within(practice).findByRole('link', { name: CLOUD_ENGINEER.title })).toHaveAttribute('href', '/career-paths/cloud-engineer');
    const jsonLd = JSON.parse(document.getElementById('ilm-page-json-ld')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'How a career path turns labs into a diploma',
      datePublished: '2026-11-10',
      inLanguage: 'en',
      author: { '@type': 'Organization', name: 'Ilm Cloud' },
    });
  });

  it('links an article to its lab as the catalog lists it, and back to the blog', async () => {
    renderPage(HiddenBlogArticle, { slug: 'reading-linux-permissions' });
    const practice = screen.getByRole('region', { name: 'Practise it in a lab' });
    expect(await within(practice).findByRole('link', { name: 'Files and permissions' })).toHaveAttribute('href', '/labs/linux-files-and-permissions');
    expect(within(practice).getByText('Terminal in your browser')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles on the blog' })).toHaveAttribute('href', '/hidden/blog');
  });

  it('leaves out a lab the catalog no longer lists, and shows the others', async () => {
    server.use(
      http.get(`${API}catalog/labs/security-openssl-certificates/`, () =>
        HttpResponse.json(labDetail('security-openssl-certificates', 'Keys, certificate requests and a small CA with OpenSSL')),
      ),
    );
    renderPage(HiddenBlogArticle, { slug: 'checking-a-tls-certificate-with-openssl' });
    const practice = screen.getByRole('region', { name: 'Practise it in a lab' });
    expect(await within(practice).findByRole('link', { name: 'Keys, certificate requests and a small CA with OpenSSL' })).toBeInTheDocument();
    await waitFor(() => expect(within(practice).queryAllByRole('status')).toHaveLength(0));
    expect(within(practice).getAllByRole('link')).toHaveLength(1);
    expect(within(practice).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says clearly that an unknown article does not exist, with an h1 and the way back to the blog', () => {
    renderPage(HiddenBlogArticle, { slug: 'no-such-article' });
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'There is no article at this address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles on the blog' })).toHaveAttribute('href', '/hidden/blog');
  });

  it('shows an article in Arabic, dated in Arabic', async () => {
    await inArabic(async () => {
      renderPage(HiddenBlogArticle, { slug: 'your-first-git-repository' });
      expect(await screen.findByRole('heading', { level: 1, name: 'مستودع Git الأول، ولماذا تهمّ الإيداعات' })).toBeInTheDocument();
      expect(screen.getByText(/^نُشر في .*سبتمبر/)).toBeInTheDocument();
      expect(screen.getByText(/^مدة القراءة/)).toBeInTheDocument();
    });
  });
});

describe('catalog sections come from the API', () => {
  it('resources lists the learning paths and career paths the API answers', async () => {
    renderPage(HiddenResources);
    const learning = screen.getByRole('region', { name: 'Learning paths' });
    expect(await within(learning).findByRole('link', { name: AWS_PATH.title })).toHaveAttribute('href', '/learning-paths#path-aws-foundations');
    expect(within(learning).getByText('Beginner · 1 lab')).toBeInTheDocument();
    const careers = screen.getByRole('region', { name: 'Career paths' });
    expect(await within(careers).findByRole('link', { name: CLOUD_ENGINEER.title })).toHaveAttribute('href', '/career-paths/cloud-engineer');
    expect(screen.getByRole('link', { name: 'Guides and articles' })).toHaveAttribute('href', '/hidden/blog');
  });

  it('careers lists the career paths and the current openings, and leads to placement, the career paths and the candidate form', async () => {
    renderPage(HiddenCareers);
    const paths = screen.getByRole('region', { name: 'Career paths you can follow' });
    expect(await within(paths).findByRole('link', { name: CLOUD_ENGINEER.title })).toBeInTheDocument();
    const openings = screen.getByRole('region', { name: 'Openings you can apply to now' });
    expect(await within(openings).findByRole('heading', { level: 3, name: LAB_AUTHOR_OPENING.title })).toBeInTheDocument();
    expect(within(openings).getByRole('link', { name: `Apply to ${LAB_AUTHOR_OPENING.title} from your dashboard` })).toHaveAttribute('href', '/dashboard/jobs');
    const next = screen.getByRole('region', { name: 'Where to go next' });
    expect(within(next).getByRole('link', { name: 'Job placement and internships' })).toHaveAttribute('href', '/al-razzaq');
    expect(within(next).getByRole('link', { name: 'Career paths' })).toHaveAttribute('href', '/career-paths');
    expect(within(next).getByRole('link', { name: 'Candidate information form' })).toHaveAttribute('href', '/cif-form');
  });

  it('dream job lists the roles the career paths lead to and the openings to aim for, with the labs each asks for', async () => {
    renderPage(HiddenDreamJob);
    const roles = screen.getByRole('region', { name: 'Roles you can prepare for' });
    expect(await within(roles).findByRole('link', { name: CLOUD_ENGINEER.title })).toBeInTheDocument();
    const openings = screen.getByRole('region', { name: 'Openings to aim for' });
    expect(await within(openings).findByRole('heading', { level: 3, name: LAB_AUTHOR_OPENING.title })).toBeInTheDocument();
    expect(within(openings).getByRole('link', { name: 'Files and permissions' })).toHaveAttribute('href', '/labs/linux-files-and-permissions');
    expect(screen.getAllByRole('link', { name: 'candidate information form' })[0]).toHaveAttribute('href', '/cif-form');
  });

  it("career pathway shows the chosen path's labs in order, ending with the diploma declaration", async () => {
    const security: CareerPathDetail = {
      ...CLOUD_ENGINEER,
      slug: 'cloud-security-specialist',
      title: 'Cloud Security Specialist',
      labs: [labDetail('security-ssh-keys-and-permissions', 'SSH keys and permissions'), labDetail('security-openssl-certificates', 'A small CA with OpenSSL')],
      lab_count: 2,
    };
    server.use(
      http.get(`${API}catalog/career-paths/`, () => HttpResponse.json({ count: 2, results: [CLOUD_ENGINEER, security] })),
      http.get(`${API}catalog/career-paths/${security.slug}/`, () => HttpResponse.json(security)),
    );
    renderPage(HiddenCareerPathway);
    const explorer = screen.getByRole('region', { name: 'Explore a career path, lab by lab' });
    const cloudLabs = await within(explorer).findByRole('list', { name: 'The labs of Cloud Engineer, in order' });
    expect(
      within(cloudLabs)
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('link')[0]?.textContent),
    ).toEqual([EC2_LAB.title, 'Diploma declaration']);

    await userEvent.selectOptions(within(explorer).getByRole('combobox', { name: 'Career path' }), 'Cloud Security Specialist');
    const securityLabs = await within(explorer).findByRole('list', { name: 'The labs of Cloud Security Specialist, in order' });
    expect(
      within(securityLabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['SSH keys and permissions', 'A small CA with OpenSSL', 'Diploma declaration']);
    expect(within(securityLabs).getByRole('link', { name: 'SSH keys and permissions' })).toHaveAttribute('href', '/labs/security-ssh-keys-and-permissions');
    expect(within(explorer).getByRole('link', { name: 'The Cloud Security Specialist career path: price and details' })).toHaveAttribute(
      'href',
      '/career-paths/cloud-security-specialist',
    );
  });

  it('our partners lists the learning paths the API answers', async () => {
    renderPage(HiddenOurPartners);
    const byTechnology = screen.getByRole('region', { name: 'The labs, by technology' });
    expect(await within(byTechnology).findByRole('link', { name: AWS_PATH.title })).toBeInTheDocument();
  });

  it('says so when the catalog is down, instead of an empty list', async () => {
    server.use(http.get(`${API}catalog/career-paths/`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderPage(HiddenCareers);
    expect(await screen.findByText('The service is unavailable right now. Try again in a moment.')).toBeInTheDocument();
  });
});

describe('contact us', () => {
  it('holds the contact form itself, under its heading', async () => {
    renderPage(HiddenContactUs);
    await act(async () => {});
    const section = screen.getByRole('region', { name: 'Send us a message' });
    expect(within(section).getByRole('textbox', { name: /Message/ })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /Send/ })).toBeInTheDocument();
  });
});
