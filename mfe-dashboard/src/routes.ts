import type { RemotePages } from '@ilm/shared/contracts';

const learnerPage = { layout: 'dashboard', access: 'signed-in' } as const;

/**
 * The sidebar's order (`nav` slot `dashboard`, shared with other remotes): the learner's labs first,
 * then the learning paths (mfe-marketing, 50), the career services (mfe-careers, 51–55), and tokens
 * last, beside plans and pricing (mfe-checkout, 60).
 */
const SIDEBAR = {
  overview: 10,
  runningLab: 20,
  instances: 30,
  tokens: 58,
} as const;

/**
 * The pages mfe-dashboard draws: the only place their URLs are written (docs/rules/pages.md).
 * Titles, navigation and panel labels are keys of the `dashboard` namespace (`titles.*`, `nav.*`, `panels.*`).
 */
export const remotePages = {
  remote: 'mfe_dashboard',
  namespace: 'dashboard',
  pages: [
    {
      name: 'dashboard',
      path: '/dashboard',
      ...learnerPage,
      title: 'titles.dashboard',
      nav: [
        { slot: 'dashboard', order: SIDEBAR.overview, label: 'nav.overview' },
        { slot: 'account', order: 30, label: 'nav.myDashboard', primary: true },
      ],
      page: () => import('./pages/dashboard-page'),
    },
    {
      name: 'instances',
      path: '/dashboard/instances',
      ...learnerPage,
      title: 'titles.instances',
      nav: [{ slot: 'dashboard', order: SIDEBAR.instances, label: 'nav.instances' }],
      page: () => import('./pages/instances-page'),
    },
    {
      name: 'instance-dashboard',
      path: '/instance-dashboard',
      ...learnerPage,
      title: 'titles.instanceDashboard',
      role: 'signed-in-home',
      nav: [{ slot: 'dashboard', order: SIDEBAR.runningLab, label: 'nav.runningLab' }],
      page: () => import('./pages/instance-dashboard-page'),
    },
    // Public (docs/decisions/0002-route-layouts.md): a visitor reads the lab, then signs in to launch it.
    {
      name: 'lab',
      path: '/labs/:slug',
      layout: 'default',
      access: 'public',
      title: 'titles.lab',
      // Its instructions keep the server's drawing without their Markdown renderer (StepBody, ADR 0007 lever 17).
      page: () => import('./pages/lab-page'),
      sitemap: () => import('./features/labs/lab-sitemap').then(({ labPages }) => labPages()),
    },
    {
      name: 'tokens',
      path: '/tokens',
      ...learnerPage,
      title: 'titles.tokens',
      nav: [{ slot: 'dashboard', order: SIDEBAR.tokens, label: 'nav.tokens' }],
      page: () => import('./pages/tokens-page'),
    },
  ],
  // Baari beside every page a signed-in learner works on (the shell draws the launcher and the
  // sheet), and embedded by name in /bari, the page mfe-marketing draws for everyone.
  panels: [{ name: 'baari', slot: 'assistant', access: 'signed-in', label: 'panels.baari', panel: () => import('./panels/baari-panel') }],
} as const satisfies RemotePages;
