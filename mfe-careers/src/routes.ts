import type { RemotePages } from '@ilm/shared/contracts';

const learnerPage = { layout: 'dashboard', access: 'signed-in' } as const;

/**
 * The career services' places in the sidebar (`nav` slot `dashboard`, shared with other remotes),
 * in the order a learner goes through them: after the learning paths (mfe-marketing, 50), before
 * tokens (mfe-dashboard, 58) and plans and pricing (mfe-checkout, 60).
 */
const SIDEBAR = {
  careerProfile: 51,
  jobs: 52,
  interviews: 53,
  internships: 54,
  immigration: 55,
} as const;

/**
 * The pages and panels mfe-careers draws: the only place their URLs are written (docs/rules/pages.md).
 * Titles, navigation and panel labels are keys of the `careers` namespace (`titles.*`, `nav.*`, `panels.*`).
 */
export const remotePages = {
  remote: 'mfe_careers',
  namespace: 'careers',
  pages: [
    {
      name: 'interviews',
      path: '/dashboard/interviews',
      ...learnerPage,
      title: 'titles.interviews',
      nav: [{ slot: 'dashboard', order: SIDEBAR.interviews, label: 'nav.interviews' }],
      page: () => import('./pages/interviews-page'),
    },
    {
      name: 'interview',
      path: '/dashboard/interviews/:id',
      ...learnerPage,
      title: 'titles.interview',
      page: () => import('./pages/interview-page'),
    },
    {
      name: 'career-profile',
      path: '/dashboard/career',
      ...learnerPage,
      title: 'titles.careerProfile',
      nav: [{ slot: 'dashboard', order: SIDEBAR.careerProfile, label: 'nav.careerProfile' }],
      page: () => import('./pages/career-profile-page'),
    },
    {
      name: 'jobs',
      path: '/dashboard/jobs',
      ...learnerPage,
      title: 'titles.jobs',
      nav: [{ slot: 'dashboard', order: SIDEBAR.jobs, label: 'nav.jobs' }],
      page: () => import('./pages/jobs-page'),
    },
    // Public: whoever holds a diploma's link (its QR code) checks it, signed in or not. Fresh: a
    // revocation shows at once, with its date and reason, not after the shell's render cache expires.
    {
      name: 'diploma',
      path: '/diplomas/:id',
      layout: 'default',
      access: 'public',
      fresh: true,
      title: 'titles.diploma',
      page: () => import('./pages/diploma-page'),
    },
    {
      name: 'internships',
      path: '/dashboard/internships',
      ...learnerPage,
      title: 'titles.internships',
      nav: [{ slot: 'dashboard', order: SIDEBAR.internships, label: 'nav.internships' }],
      page: () => import('./pages/internships-page'),
    },
    {
      name: 'immigration',
      path: '/dashboard/immigration',
      ...learnerPage,
      title: 'titles.immigration',
      nav: [{ slot: 'dashboard', order: SIDEBAR.immigration, label: 'nav.immigration' }],
      page: () => import('./pages/immigration-page'),
    },
  ],
  // What the learner's home (/dashboard, mfe-dashboard's page) shows of the career services, embedded
  // there by name (docs/rules/pages.md#panels); `embedded`: no layout offers them a launcher.
  panels: [
    { name: 'career-progress', slot: 'embedded', access: 'signed-in', label: 'panels.careerProgress', panel: () => import('./panels/career-progress-panel') },
    { name: 'career-services', slot: 'embedded', access: 'signed-in', label: 'panels.careerServices', panel: () => import('./panels/career-services-panel') },
  ],
} as const satisfies RemotePages;
