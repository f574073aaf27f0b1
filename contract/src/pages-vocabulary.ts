/**
 * Page vocabulary the shell and the remotes share (no TypeBox here: browser code imports these
 * values, and this file keeps the schema library out of its bundles). See docs/rules/pages.md.
 */
/** The layouts the shell draws around a page (docs/rules/pages.md#site-map). */
export const LAYOUTS = ['auth', 'dashboard', 'default', 'empty', 'revamped'] as const;
/** One of {@link LAYOUTS}. */
export type LayoutName = (typeof LAYOUTS)[number];

/**
 * Who may see a page: everyone; only a signed-in learner (a visitor is sent to sign in); only a
 * visitor (a signed-in learner is sent on to `?redirect`). See docs/rules/session.md#guards.
 */
export const ACCESS_RULES = ['public', 'signed-in', 'signed-out'] as const;
/** One of {@link ACCESS_RULES}. */
export type AccessRule = (typeof ACCESS_RULES)[number];

/**
 * Whether a visitor who is not signed in sees the page itself: what search engines index, the
 * server draws and the sitemap lists (docs/decisions/0005-server-rendering.md).
 */
export function openToVisitors(access: AccessRule): boolean {
  return access !== 'signed-in';
}

/** Whether a path pattern has parameters (`/labs/:slug`) or a wildcard: it names many pages, not one. */
export function hasParameters(pattern: string): boolean {
  return /[:*]/.test(pattern);
}

/**
 * Places in the shell's layouts where a page can offer a link to itself. The shell draws each
 * slot from the pages that name it, in `order`; a page whose access rule does not fit the
 * visitor is left out (sign-in for a signed-in learner, the dashboard for a visitor).
 */
export const NAV_SLOTS = ['header', 'account', 'footer.company', 'footer.learn', 'footer.legal', 'dashboard', 'revamped', 'revamped.cta'] as const;
/** One of {@link NAV_SLOTS}. */
export type NavSlot = (typeof NAV_SLOTS)[number];

/**
 * Jobs the shell itself needs a page for, whichever remote draws it: where a guard sends a
 * visitor to sign in, where a signed-in learner lands, where sign-out goes.
 */
export const PAGE_ROLES = ['home', 'sign-in', 'signed-in-home'] as const;
/** One of {@link PAGE_ROLES}. */
export type PageRole = (typeof PAGE_ROLES)[number];

/**
 * Where a remote offers a panel (docs/rules/pages.md#panels). `assistant`: a launcher at the
 * inline-end bottom corner of the layouts a signed-in learner works in, opening the panel in a
 * side sheet beside the page. `embedded`: no layout draws it; only a page that embeds it by name
 * (`EmbeddedPanel`) shows it, as the learner's home shows mfe-careers' progress and career services.
 */
export const PANEL_SLOTS = ['assistant', 'embedded'] as const;
/** One of {@link PANEL_SLOTS}. */
export type PanelSlot = (typeof PANEL_SLOTS)[number];

/** Where a remote's build publishes its declaration, beside `mf-manifest.json`. */
export const PAGES_FILE = 'pages.json';

/** Where the shell server publishes the composed site pages. */
export const SITE_PAGES_PATH = '/site-pages.json';

/** The exposed module of every remote that loads its pages and panels by name (`loadPage('pricing')`). */
export const PAGE_LOADER_EXPOSE = 'pages';

/** The id of the `<script type="application/json">` in which the shell server hands the browser the site's pages. */
export const SITE_PAGES_ELEMENT_ID = 'ilm-site-pages';

/** The host's build-time snapshot of every remote's declaration (remote name -> declaration), for a cold start with a remote down. */
export const PAGES_SNAPSHOT_FILE = 'pages-snapshot.json';
