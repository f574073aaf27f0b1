/**
 * Server rendering of public pages (docs/decisions/0005-server-rendering.md): the shell server asks
 * the remote that owns a page to draw it, and stitches the answer into its HTML. No TypeBox here:
 * the servers and the browser import these values.
 */
import type { SitePage, SitePanel } from './pages';

/** The remote server's route that draws one of its pages (POST, JSON {@link RenderRequest}). */
export const RENDER_PATH = '/_render';

/** The remote server's route that lists the paths of its pages open to visitors (GET, `{ paths: string[] }`): the sitemap's source. */
export const PATHS_PATH = '/_paths';

/** Where the remote's server bundle lies in its build: `dist/<this>`. */
export const RENDER_BUNDLE = 'server/render.js';

/** The element of the shell's HTML that holds the server-drawn page until the browser draws it. */
export const SERVER_PAGE_ELEMENT_ID = 'ilm-server-page';

/**
 * The prefix of the ids React's `useId` gives inside the server-drawn page, on the server and in the
 * browser's hydration alike. The page and its layout are two React roots: without it both number
 * their ids from the same start, and a page's label could name a control of the header.
 */
export const SERVER_PAGE_ID_PREFIX = 'page-';

/** Marks the shell's root when the server drew the layout around the page: the browser hydrates it rather than drawing it anew. */
export const SERVER_LAYOUT_ATTRIBUTE = 'data-server-layout';

/** Where the shell's server bundle lies in its build: `dist/<this>` (it draws the layouts around the pages; ADR 0007). */
export const LAYOUT_BUNDLE = 'server/layout.js';

/**
 * The controls of server-drawn HTML, drawn `disabled` and marked {@link SERVER_DISABLED_ATTRIBUTE}: they work
 * only once the page's scripts run, and nothing may be typed into a field the live page then replaces.
 */
export function disableServerControls(html: string): string {
  return html.replace(/<(input|textarea|select|button)\b(?![^>]*\sdisabled[\s=/>])/g, `<$1 disabled="" ${SERVER_DISABLED_ATTRIBUTE}=""`);
}

/** Marks a control the server drew disabled because it works only once the page's scripts run; hydration enables it. */
export const SERVER_DISABLED_ATTRIBUTE = 'data-server-disabled';

/** The `<script type="application/json">` that hands the page's API answers to the browser's query cache. */
export const SERVER_QUERIES_ELEMENT_ID = 'ilm-server-queries';

/**
 * The `<script type="application/json">` that hands the browser the stores the page was drawn with
 * ({@link ServerStores}): set before hydration, so the browser's first drawing is the server's.
 */
export const SERVER_STORES_ELEMENT_ID = 'ilm-server-stores';

/** The visitor's country and currency as the server drew the page with them (`@ilm/shared/stores`). */
export interface ServerStores {
  /** ISO 3166-1 alpha-2, or '' when unknown. */
  country: string;
  /** The resolved currency (docs/rules/currency.md#state), or null while it was not resolved (prices wait). */
  currency: { currency: number; currencyCode: string; currencyTax: number } | null;
  /**
   * The words Intl wrote while the page and its layout were drawn (a country's name, a price), by
   * key (`drawnWords`, `@ilm/shared/i18n`): the browser's first drawing uses them as they are.
   */
  words?: Record<string, string>;
}

/** The page's structured data (`<script type="application/ld+json">`): written by the server, kept in step by the browser. */
export const PAGE_JSON_LD_ID = 'ilm-page-json-ld';

/** The text of a structured-data script: one object, or a list, each with its `@context`. */
export function structuredDataJson(items: readonly StructuredData[]): string {
  const withContext = items.map((item) => ({ '@context': 'https://schema.org', ...item }));
  return JSON.stringify(withContext.length === 1 ? withContext[0] : withContext);
}

/** What the shell sends: the page's URL, its language and the site's pages (for links to other remotes' pages). */
export interface RenderRequest {
  /** Path and query, e.g. `/career-paths/cloud-engineer?lang=ar`. */
  url: string;
  language: string;
  pages: SitePage[];
  /** The URL the remote's files are served from (its manifest's folder): images and fonts point there. */
  publicPath: string;
  /** The visitor's country (ISO 3166-1 alpha-2), so prices are drawn in their currency. */
  country?: string;
}

/** A structured-data object (schema.org). */
export type StructuredData = { '@type': string } & Record<string, unknown>;

/** How long the shell server reuses a drawing made while an API answer failed: the API may be back by the next visitor. */
export const FAILED_DRAWING_SECONDS = 2;

/** What the remote answers: the page's HTML and head, or `null` when it draws no such public page. */
export interface RenderedPage {
  /** 404 when the page drew its "no such …" state (an unknown slug). */
  status: 200 | 404;
  html: string;
  /** The page's own title (a career path's name), its meta description and structured data. */
  head: { title?: string; description?: string; jsonLd: StructuredData[] };
  /** The API answers the page was drawn from (react-query's dehydrated state). */
  queries: unknown;
  /**
   * An API answer the page asked for failed (not a 404: the API down or starting), so the page shows
   * its error state there: the shell keeps such a drawing a moment only ({@link FAILED_DRAWING_SECONDS}).
   */
  incomplete?: boolean;
  /** The country and currency the page was drawn with (a remote built before they were handed over sends none). */
  stores?: ServerStores;
}

/** What the shell server asks its layout bundle ({@link LAYOUT_BUNDLE}) to draw. */
export interface LayoutRenderRequest {
  /** Path and query. */
  url: string;
  language: string;
  pages: SitePage[];
  panels: SitePanel[];
  /** The page its remote drew (`null`: the shell draws the page itself, "Page not found"). */
  pageHtml: string | null;
  /** The country and currency the page was drawn with: the header shows the currency too. */
  stores?: ServerStores;
}

/** What the layout bundle answers: the page in its layout, and the title of a page the shell draws itself. */
export interface DrawnLayout {
  html: string;
  /** The words Intl wrote while the layout was drawn ({@link ServerStores.words}). */
  words?: Record<string, string>;
  title?: string;
}
