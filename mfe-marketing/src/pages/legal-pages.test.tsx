import { screen, within } from '@testing-library/react';
import type { RemotePage } from '@ilm/shared/contracts';
import { COOKIE_NAMES } from '@ilm/shared/cookies';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import type { ContentFile } from '../features/content';
import { privacyPolicy, termsAndConditions } from '../features/legal';
import PrivacyPolicy from './privacy-policy-page';
import Terms from './terms-page';
import { hiddenPage, loadHiddenPages } from '../testing/hidden-page';

const HiddenPrivacyPolicy = hiddenPage('hidden.privacy-policy');
const HiddenTermsAndConditions = hiddenPage('hidden.terms-and-conditions');
// The /hidden pages are drawn at once, like the others.
beforeAll(() => loadHiddenPages());

afterEach(async () => {
  await setLanguage('en', { remember: false });
});

// [the page's URL, its component, its h1 in English, Arabic and Urdu]
const pages: [string, RemotePage, Record<'en' | 'ar' | 'ur', string>][] = [
  ['/privacy-and-policy', PrivacyPolicy, { en: 'Privacy policy', ar: 'سياسة الخصوصية', ur: 'رازداری کی پالیسی' }],
  ['/hidden/privacy-policy', HiddenPrivacyPolicy, { en: 'Privacy policy', ar: 'سياسة الخصوصية', ur: 'رازداری کی پالیسی' }],
  ['/terms-and-conditions', Terms, { en: 'Terms and conditions', ar: 'الشروط والأحكام', ur: 'شرائط و ضوابط' }],
  ['/hidden/terms-and-conditions', HiddenTermsAndConditions, { en: 'Terms and conditions', ar: 'الشروط والأحكام', ur: 'شرائط و ضوابط' }],
];

// What the table of contents is called and how "Last updated" reads, per language.
const chrome = {
  en: { toc: 'On this page', updated: /^Last updated / },
  ar: { toc: 'في هذه الصفحة', updated: /^آخر تحديث: / },
  ur: { toc: 'اس صفحے پر', updated: /^آخری بار تازہ کاری: / },
} as const;

/** Every entry of the table of contents points at a section heading of the document, with the same words. */
function expectTableOfContentsToMatchSections(tocName: string) {
  const toc = screen.getByRole('navigation', { name: tocName });
  const links = within(toc).getAllByRole('link');
  const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => !toc.contains(heading));
  expect(links).toHaveLength(sections.length);
  links.forEach((link, index) => {
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('#')).toBe(true);
    const target = document.getElementById(decodeURIComponent(href.slice(1)));
    expect(target).toBe(sections[index]);
    expect(target).toHaveTextContent(link.textContent ?? '');
  });
}

describe.each(pages)('%s', (_url, Page, titles) => {
  it('shows the document title as its one h1, and when it was last updated', () => {
    renderWithShell(<Page params={{}} />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(titles.en);
    expect(screen.getByText('Last updated November 26, 2026')).toBeInTheDocument();
  });

  it('lists its sections in a table of contents whose links lead to anchors in the document', () => {
    renderWithShell(<Page params={{}} />);
    expectTableOfContentsToMatchSections(chrome.en.toc);
  });

  it.each(['ar', 'ur'] as const)('in %s shows the translated document: title, date line and working anchors', async (language) => {
    await setLanguage(language, { remember: false });
    renderWithShell(<Page params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: titles[language] })).toBeInTheDocument();
    expect(screen.getByText(chrome[language].updated)).toBeInTheDocument();
    expect(screen.queryByText(chrome.en.updated)).not.toBeInTheDocument();
    expectTableOfContentsToMatchSections(chrome[language].toc);
  });
});

describe('the privacy policy', () => {
  it('names every cookie the site sets, in its cookie table', () => {
    renderWithShell(<PrivacyPolicy params={{}} />);
    const table = screen.getByRole('table');
    for (const cookie of Object.values(COOKIE_NAMES)) {
      expect(within(table).getByRole('cell', { name: cookie })).toBeInTheDocument();
    }
    // A row per cookie, besides the header: no cookie the site does not set.
    expect(within(table).getAllByRole('row')).toHaveLength(Object.values(COOKIE_NAMES).length + 1);
  });

  it('covers what a privacy policy must say, each as a section', () => {
    renderWithShell(<PrivacyPolicy params={{}} />);
    for (const section of [
      'Who we are',
      'The data we collect and why',
      'Cookies and storage in your browser',
      'Who receives your data',
      'How long we keep your data',
      'How we protect your data',
      'International transfers',
      'Children',
      'Your rights',
      'How to exercise your rights',
      'Changes to this policy',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
  });

  it('sends readers to the contact form to exercise their rights', () => {
    renderWithShell(<PrivacyPolicy params={{}} />);
    const section = screen.getByRole('heading', { level: 2, name: 'How to exercise your rights' }).nextElementSibling as HTMLElement;
    expect(within(section).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact-us');
  });
});

describe('the terms and conditions', () => {
  it('links to the pricing page for plans and prices instead of writing prices', () => {
    renderWithShell(<Terms params={{}} />);
    const links = screen.getAllByRole('link', { name: 'pricing page' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText(/\$\s?\d|\d\s?USD/)).not.toBeInTheDocument();
  });

  it('says a lab that fails to start gives its tokens back', () => {
    renderWithShell(<Terms params={{}} />);
    expect(screen.getByText(/if a lab fails to start, every token it cost is given back automatically/i)).toBeInTheDocument();
  });
});

describe('each legal document in English, Arabic and Urdu', () => {
  const documents: [string, Record<'en' | 'ar' | 'ur', ContentFile>][] = [
    ['privacy policy', privacyPolicy],
    ['terms and conditions', termsAndConditions],
  ];
  const outline = (file: ContentFile) => file.headings.map((heading) => heading.level);
  const sectionCount = (file: ContentFile) => file.headings.filter((heading) => heading.level === 2).length;

  it.each(documents)('the %s has the same number of ## sections in every language', (_name, document) => {
    expect(sectionCount(document.en)).toBeGreaterThan(5);
    expect(sectionCount(document.ar)).toBe(sectionCount(document.en));
    expect(sectionCount(document.ur)).toBe(sectionCount(document.en));
  });

  it.each(documents)('the %s has the same sections and subsections, in the same order, in every language', (_name, document) => {
    expect(outline(document.ar)).toEqual(outline(document.en));
    expect(outline(document.ur)).toEqual(outline(document.en));
  });

  it.each(documents)('the %s carries the same "last updated" date in every language', (_name, document) => {
    expect(document.en.meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(document.ar.meta.updated).toBe(document.en.meta.updated);
    expect(document.ur.meta.updated).toBe(document.en.meta.updated);
  });
});
