/**
 * The site's pages Baari links to, as the remotes declare them (`<remote>/src/routes.ts`): the only
 * place the API writes these paths (site-pages.test.ts checks each one is declared). The public
 * content pages' paths come from the content files themselves (their `path` front matter).
 */
export const SITE_PAGES = {
  lab: '/labs/:slug',
  careerPaths: '/career-paths',
  careerPath: '/career-paths/:slug',
  learningPaths: '/learning-paths',
  pricing: '/pricing',
  consulting: '/consulting',
  consultingOffer: '/consulting/:slug',
  contactUs: '/contact-us',
} as const;

/**
 * Anchors of items on list pages, as the pages write their ids (site-pages.test.ts reads them in the
 * file named): a learning path's section, a plan's or a token pack's card.
 */
export const SITE_ANCHORS = {
  learningPath: { page: SITE_PAGES.learningPaths, prefix: 'path-', drawnIn: 'mfe-marketing/src/pages/learning-paths-page.tsx' },
  plan: { page: SITE_PAGES.pricing, prefix: 'plan-', drawnIn: 'mfe-checkout/src/features/pricing/plan-card.tsx' },
  tokenPack: { page: SITE_PAGES.pricing, prefix: 'pack-', drawnIn: 'mfe-checkout/src/features/pricing/token-pack-card.tsx' },
} as const;

const withSlug = (pattern: string, slug: string) => pattern.replace(':slug', encodeURIComponent(slug));

/** The path of a catalog item's page. */
export const sitePath = {
  lab: (slug: string) => withSlug(SITE_PAGES.lab, slug),
  careerPath: (slug: string) => withSlug(SITE_PAGES.careerPath, slug),
  consultingOffer: (slug: string) => withSlug(SITE_PAGES.consultingOffer, slug),
  learningPath: (slug: string) => `${SITE_ANCHORS.learningPath.page}#${SITE_ANCHORS.learningPath.prefix}${slug}`,
  plan: (slug: string) => `${SITE_ANCHORS.plan.page}#${SITE_ANCHORS.plan.prefix}${slug}`,
  tokenPack: (slug: string) => `${SITE_ANCHORS.tokenPack.page}#${SITE_ANCHORS.tokenPack.prefix}${slug}`,
};

/** Where a question the platform's pages do not answer may find one: list pages every reader can open. */
export const PLACES_TO_LOOK = ['careerPaths', 'learningPaths', 'pricing', 'consulting', 'contactUs'] as const satisfies readonly (keyof typeof SITE_PAGES)[];
