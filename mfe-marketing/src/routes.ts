import type { PageDeclaration, RemotePages } from '@ilm/shared/contracts';

/**
 * The pages mfe-marketing draws: the only place their URLs are written (docs/rules/pages.md).
 * Titles and navigation labels are keys of the `marketing` namespace (`titles.*`, `nav.*`).
 */
const publicPage = { layout: 'default', access: 'public' } as const;
const revamped = { layout: 'revamped', access: 'public' } as const;

const hiddenPages = [
  { name: 'hidden', path: '/hidden', ...revamped, title: 'titles.hidden.home', nav: [{ slot: 'revamped.cta', order: 10, label: 'nav.explore' }], page: () => import('./pages/hidden/home-page') },
  { name: 'hidden.about', path: '/hidden/about', ...revamped, title: 'titles.hidden.about', page: () => import('./pages/hidden/about-page') },
  { name: 'hidden.blog', path: '/hidden/blog', ...revamped, title: 'titles.hidden.blog', page: () => import('./pages/hidden/blog-page') },
  {
    name: 'hidden.blog-article',
    path: '/hidden/blog/:slug',
    ...revamped,
    title: 'titles.hidden.blogArticle',
    page: () => import('./pages/hidden/blog-article-page'),
    sitemap: () => import('./features/blog/blog-sitemap').then(({ articlePages }) => articlePages()),
  },
  { name: 'hidden.career-pathway', path: '/hidden/career-pathway', ...revamped, title: 'titles.hidden.careerPathway', page: () => import('./pages/hidden/career-pathway-page') },
  {
    name: 'hidden.careers',
    path: '/hidden/careers',
    ...revamped,
    title: 'titles.hidden.careers',
    nav: [
      { slot: 'revamped', order: 50, label: 'nav.careers' },
      { slot: 'footer.company', order: 40, label: 'nav.careers' },
    ],
    page: () => import('./pages/hidden/careers-page'),
  },
  { name: 'hidden.contact-us', path: '/hidden/contact-us', ...revamped, title: 'titles.hidden.contactUs', nav: [{ slot: 'revamped', order: 70, label: 'nav.contactShort' }], page: () => import('./pages/hidden/contact-us-page') },
  { name: 'hidden.dream-job', path: '/hidden/dream-job', ...revamped, title: 'titles.hidden.dreamJob', page: () => import('./pages/hidden/dream-job-page') },
  {
    name: 'hidden.for-business',
    path: '/hidden/for-business',
    ...revamped,
    title: 'titles.hidden.forBusiness',
    nav: [
      { slot: 'revamped', order: 40, label: 'nav.forBusiness' },
      { slot: 'footer.company', order: 50, label: 'nav.forBusiness' },
    ],
    page: () => import('./pages/hidden/for-business-page'),
  },
  { name: 'hidden.for-individuals', path: '/hidden/for-individuals', ...revamped, title: 'titles.hidden.forIndividuals', nav: [{ slot: 'revamped', order: 30, label: 'nav.forIndividuals' }], page: () => import('./pages/hidden/for-individuals-page') },
  { name: 'hidden.global-reskilling-program', path: '/hidden/globalReskillingProgram', ...revamped, title: 'titles.hidden.globalReskillingProgram', page: () => import('./pages/hidden/global-reskilling-program-page') },
  { name: 'hidden.hands-on-labs', path: '/hidden/hands-on-labs', ...revamped, title: 'titles.hidden.handsOnLabs', nav: [{ slot: 'revamped', order: 20, label: 'nav.handsOnLabs' }], page: () => import('./pages/hidden/hands-on-labs-page') },
  { name: 'hidden.our-partners', path: '/hidden/our-partners', ...revamped, title: 'titles.hidden.ourPartners', page: () => import('./pages/hidden/our-partners-page') },
  { name: 'hidden.platform-cloud-playground', path: '/hidden/platform-cloud-playground', ...revamped, title: 'titles.hidden.platformCloudPlayground', page: () => import('./pages/hidden/platform-cloud-playground-page') },
  { name: 'hidden.platform-overview', path: '/hidden/platform-overview', ...revamped, title: 'titles.hidden.platformOverview', page: () => import('./pages/hidden/platform-overview-page') },
  // The site map spells this URL "assesment" (docs/rules/pages.md#site-map).
  { name: 'hidden.platform-skills-assessment-program', path: '/hidden/platform-skills-assesment-program', ...revamped, title: 'titles.hidden.platformSkillsAssessmentProgram', page: () => import('./pages/hidden/platform-skills-assessment-program-page') },
  { name: 'hidden.platform', path: '/hidden/platform', ...revamped, title: 'titles.hidden.platform', nav: [{ slot: 'revamped', order: 10, label: 'nav.platform' }], page: () => import('./pages/hidden/platform-page') },
  { name: 'hidden.privacy-policy', path: '/hidden/privacy-policy', ...revamped, title: 'titles.hidden.privacyPolicy', page: () => import('./pages/hidden/privacy-policy-page') },
  { name: 'hidden.resources', path: '/hidden/resources', ...revamped, title: 'titles.hidden.resources', nav: [{ slot: 'revamped', order: 60, label: 'nav.resources' }], page: () => import('./pages/hidden/resources-page') },
  { name: 'hidden.skills-evaluation', path: '/hidden/skillsEvaluation', ...revamped, title: 'titles.hidden.skillsEvaluation', page: () => import('./pages/hidden/skills-evaluation-page') },
  { name: 'hidden.terms-and-conditions', path: '/hidden/terms-and-conditions', ...revamped, title: 'titles.hidden.termsAndConditions', page: () => import('./pages/hidden/terms-and-conditions-page') },
] as const satisfies readonly PageDeclaration[];

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
    { name: 'al-baari', path: '/al-baari', ...publicPage, title: 'titles.alBaari', nav: [{ slot: 'header', order: 30, label: 'nav.alBaari' }], page: () => import('./pages/al-baari-page') },
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
    { name: 'contact-us', path: '/contact-us', ...publicPage, title: 'titles.contactUs', nav: [{ slot: 'footer.company', order: 30, label: 'nav.contact' }], page: () => import('./pages/contact-us-page') },
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
    { name: 'partners', path: '/partners-and-providers', ...publicPage, title: 'titles.partners', nav: [{ slot: 'footer.company', order: 20, label: 'nav.partners' }], page: () => import('./pages/partners-page') },
    { name: 'privacy', path: '/privacy-and-policy', ...publicPage, title: 'titles.privacy', nav: [{ slot: 'footer.legal', order: 10, label: 'nav.privacy' }], page: () => import('./pages/privacy-policy-page') },
    { name: 'terms', path: '/terms-and-conditions', ...publicPage, title: 'titles.terms', nav: [{ slot: 'footer.legal', order: 20, label: 'nav.terms' }], page: () => import('./pages/terms-page') },
    ...hiddenPages,
  ],
} as const satisfies RemotePages;
