import type { PageDeclaration, RemotePages } from '@ilm/shared/contracts';
import { HIDDEN_PAGES, hiddenPath, type HiddenPageEntry } from './pages/hidden/hidden-pages';

/**
 * The pages mfe-marketing draws: the only place their URLs are written (docs/rules/pages.md).
 * Titles and navigation labels are keys of the `marketing` namespace (`titles.*`, `nav.*`).
 */
const publicPage = { layout: 'default', access: 'public' } as const;
const revamped = { layout: 'revamped', access: 'public' } as const;

/** The pages under /hidden, one per entry of their table (pages/hidden/hidden-pages.ts). */
const hiddenPages = HIDDEN_PAGES.map((entry: HiddenPageEntry): PageDeclaration => ({
  name: entry.name,
  path: hiddenPath(entry),
  ...revamped,
  title: entry.title,
  ...(entry.nav && { nav: entry.nav }),
  page: () => import('./pages/hidden/hidden-page').then(({ loadHiddenPage }) => loadHiddenPage(entry)),
  ...(entry.sitemap === 'blog-articles' && { sitemap: () => import('./features/blog/blog-sitemap').then(({ articlePages }) => articlePages()) }),
}));

export const remotePages = {
  remote: 'mfe_marketing',
  namespace: 'marketing',
  pages: [
    // The site's default title ('<PRODUCT_NAME> Cloud', docs/rules/pages.md#titles) is the home page's.
    { name: 'home', path: '/', ...publicPage, role: 'home', page: () => import('./pages/home-page') },
    {
      name: 'about-us',
      path: '/about-us',
      ...publicPage,
      title: 'titles.aboutUs',
      nav: [{ slot: 'footer.company', order: 10, label: 'nav.about' }],
      page: () => import('./pages/about-us-page'),
    },
    {
      name: 'al-baari',
      path: '/al-baari',
      ...publicPage,
      title: 'titles.alBaari',
      nav: [{ slot: 'header', order: 30, label: 'nav.alBaari' }],
      page: () => import('./pages/al-baari-page'),
    },
    { name: 'al-razzaq', path: '/al-razzaq', ...publicPage, title: 'titles.alRazzaq', page: () => import('./pages/al-razzaq-page') },
    // Baari's chat is mfe-dashboard's panel, embedded by name: this page is the public door to it.
    { name: 'bari', path: '/bari', ...publicPage, title: 'titles.bari', page: () => import('./pages/bari-page') },
    {
      name: 'career-paths',
      path: ['/career-paths', '/career-path'],
      ...publicPage,
      title: 'titles.careerPaths',
      nav: [
        { slot: 'header', order: 10, label: 'nav.careerPaths' },
        { slot: 'footer.learn', order: 10, label: 'nav.careerPaths' },
      ],
      page: () => import('./pages/career-paths-page'),
    },
    {
      name: 'career-path',
      path: ['/career-paths/:slug', '/career-path/:slug'],
      ...publicPage,
      title: 'titles.careerPath',
      page: () => import('./pages/career-path-page'),
      sitemap: () => import('./features/catalog/catalog-sitemap').then(({ careerPathPages }) => careerPathPages()),
    },
    { name: 'cif-form', path: '/cif-form', ...publicPage, title: 'titles.cifForm', page: () => import('./pages/cif-form-page') },
    { name: 'cif', path: '/cif', ...publicPage, title: 'titles.cif', page: () => import('./pages/cif-page') },
    {
      name: 'consulting',
      path: '/consulting',
      ...publicPage,
      title: 'titles.consulting',
      nav: [
        { slot: 'header', order: 40, label: 'nav.consulting' },
        { slot: 'footer.learn', order: 30, label: 'nav.consulting' },
      ],
      page: () => import('./pages/consulting-page'),
    },
    {
      name: 'consulting-offer',
      path: '/consulting/:slug',
      ...publicPage,
      title: 'titles.consultingOffer',
      page: () => import('./pages/consulting-offer-page'),
      sitemap: () => import('./features/catalog/catalog-sitemap').then(({ consultingOfferPages }) => consultingOfferPages()),
    },
    {
      name: 'contact-us',
      path: '/contact-us',
      ...publicPage,
      title: 'titles.contactUs',
      nav: [{ slot: 'footer.company', order: 30, label: 'nav.contact' }],
      page: () => import('./pages/contact-us-page'),
    },
    {
      name: 'diploma-declaration',
      path: '/diploma-declaration',
      ...publicPage,
      title: 'titles.diplomaDeclaration',
      nav: [{ slot: 'footer.learn', order: 40, label: 'nav.diploma' }],
      page: () => import('./pages/diploma-declaration-page'),
    },
    {
      name: 'learning-paths',
      path: '/learning-paths',
      ...publicPage,
      title: 'titles.learningPaths',
      nav: [
        { slot: 'header', order: 20, label: 'nav.learningPaths' },
        { slot: 'footer.learn', order: 20, label: 'nav.learningPaths' },
        { slot: 'dashboard', order: 50, label: 'nav.browseLearningPaths' },
      ],
      page: () => import('./pages/learning-paths-page'),
    },
    {
      name: 'partners',
      path: '/partners-and-providers',
      ...publicPage,
      title: 'titles.partners',
      nav: [{ slot: 'footer.company', order: 20, label: 'nav.partners' }],
      page: () => import('./pages/partners-page'),
    },
    {
      name: 'privacy',
      path: '/privacy-and-policy',
      ...publicPage,
      title: 'titles.privacy',
      nav: [{ slot: 'footer.legal', order: 10, label: 'nav.privacy' }],
      page: () => import('./pages/privacy-policy-page'),
    },
    {
      name: 'terms',
      path: '/terms-and-conditions',
      ...publicPage,
      title: 'titles.terms',
      nav: [{ slot: 'footer.legal', order: 20, label: 'nav.terms' }],
      page: () => import('./pages/terms-page'),
    },
    ...hiddenPages,
  ],
} as const satisfies RemotePages;
