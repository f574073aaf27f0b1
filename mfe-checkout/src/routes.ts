import type { RemotePages } from '@ilm/shared/contracts';

/**
 * The pages mfe-checkout draws: the only place their URLs are written (docs/rules/pages.md).
 * Titles and navigation labels are keys of the `checkout` namespace (`titles.*`, `nav.*`).
 */
export const remotePages = {
  remote: 'mfe_checkout',
  namespace: 'checkout',
  pages: [
    {
      name: 'pricing',
      path: '/pricing',
      layout: 'default',
      access: 'public',
      title: 'titles.pricing',
      nav: [
        { slot: 'header', order: 50, label: 'nav.pricing' },
        { slot: 'dashboard', order: 60, label: 'nav.plansAndPricing' },
      ],
      page: () => import('./pages/pricing-page'),
    },
    { name: 'checkout', path: '/checkout', layout: 'default', access: 'public', title: 'titles.checkout', page: () => import('./pages/checkout-page') },
    {
      name: 'career-path-pricing',
      path: ['/career-paths/:slug/pricing', '/career-path/:slug/pricing'],
      layout: 'default',
      access: 'public',
      title: 'titles.careerPathPricing',
      page: () => import('./pages/career-path-pricing-page'),
      sitemap: () => import('./features/career-path/career-path-sitemap').then(({ careerPathPricingPages }) => careerPathPricingPages()),
    },
  ],
} as const satisfies RemotePages;
