import {
  FIRST_LOAD_ELEMENT_ID,
  LANGUAGE_QUERY,
  LANGUAGES,
  openToVisitors,
  PAGE_JSON_LD_ID,
  RUNTIME_ELEMENT_ID,
  SERVER_LAYOUT_ATTRIBUTE,
  SERVER_PAGE_ELEMENT_ID,
  SERVER_QUERIES_ELEMENT_ID,
  SERVER_STORES_ELEMENT_ID,
  structuredDataJson,
  type FirstLoadFetches,
  type LanguageCode,
  type RenderedPage,
  type RuntimeConfig,
  type SitePage,
} from '@ilm/contract';
import { generatePath, matchPath } from 'react-router';
import { pageTitle } from '@ilm/shared/config';
import { localizedText } from '@ilm/shared/i18n';
import { FACES_WAIT_TAGS } from './faces-wait';
import { FIRST_FRAME_HEAD_TAGS, PAGE_END_TAG } from './first-frame';
import type { PageHeadAssets } from './first-load-source';

/** OpenGraph's locale of each language the site speaks. */
const OG_LOCALES: Record<LanguageCode, string> = { en: 'en_US', ar: 'ar_AR', ur: 'ur_PK' };

export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON text made safe inside a `<script>` element: no `</script>` or comment opener can end it early. */
const safeInScript = (json: string) => json.replace(/</g, '\\u003c');

/** A value as JSON safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return safeInScript(JSON.stringify(value));
}

/** What {@link withPageHead} writes a page's head from. */
export interface PageHeadFacts {
  page: SitePage | null;
  language: LanguageCode;
  /** The URL the visitor asked for, with the site's public origin. */
  url: URL;
  productName: string;
  rendered: RenderedPage | null;
  /** The title of a page the shell draws itself ("Page not found"), from its server drawing. */
  ownTitle?: string;
}

/**
 * The path a page is known by: its first declared path with the URL's parameters, so another of its
 * paths (`/career-path/x` for `/career-paths/x`) or another case (`/auth/signIn`) names the one page.
 */
export function canonicalPath(page: SitePage, pathname: string): string {
  const [first] = page.paths;
  if (first === undefined) return pathname;
  for (const pattern of page.paths) {
    const match = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);
    if (match) return generatePath(first, match.params);
  }
  return pathname;
}

/**
 * The page's canonical URL: its canonical path, with `?lang=` when the visitor chose a language in
 * the URL (each language's URL is its own canonical, as its hreflang alternate names it).
 */
export function canonicalUrl(page: SitePage, url: URL): string {
  const canonical = new URL(canonicalPath(page, url.pathname), url.origin);
  const language = url.searchParams.get(LANGUAGE_QUERY);
  if (language && LANGUAGES.some(({ code }) => code === language)) canonical.searchParams.set(LANGUAGE_QUERY, language);
  return canonical.toString();
}

/**
 * The head a search engine and a link preview read before any script runs: the title, and for a
 * public page its meta description, canonical link, OpenGraph tags and structured data (the
 * site's `Organization` on every page, the page's own from its server render). Other pages are
 * kept out of search results.
 */
export function withPageHead(html: string, { page, language, url, productName, rendered, ownTitle: shellTitle }: PageHeadFacts): string {
  const ownTitle = rendered?.head.title ?? (page?.title ? localizedText(page.title, language) : shellTitle);
  const title = pageTitle(productName, ownTitle);
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const tags: string[] = [];
  if (page && openToVisitors(page.access) && rendered?.status !== 404) {
    const canonical = canonicalUrl(page, url);
    const description = rendered?.head.description;
    if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}">`);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    tags.push(
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${escapeHtml(pageTitle(productName))}">`,
      `<meta property="og:title" content="${escapeHtml(ownTitle ?? title)}">`,
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
      ...LANGUAGES.filter(({ code }) => code !== language).map(({ code }) => `<meta property="og:locale:alternate" content="${OG_LOCALES[code]}">`),
      `<meta name="twitter:card" content="summary">`,
    );
    if (description) tags.push(`<meta property="og:description" content="${escapeHtml(description)}">`);
    const organization = {
      '@type': 'Organization',
      name: pageTitle(productName),
      url: new URL('/', url.origin).toString(),
      logo: new URL('/favicon.svg', url.origin).toString(),
    };
    tags.push(`<script type="application/ld+json">${safeInScript(structuredDataJson([organization]))}</script>`);
    if (rendered?.head.jsonLd.length) {
      tags.push(`<script type="application/ld+json" id="${PAGE_JSON_LD_ID}">${safeInScript(structuredDataJson(rendered.head.jsonLd))}</script>`);
    }
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  // Replaced by a function: a `$` in the page's words is not a replacement pattern.
  out = out.replace('</head>', () => `${tags.join('')}</head>`);
  return out;
}

/**
 * The page its remote drew, inside the shell's root, and the API answers it was drawn from for the
 * browser's query cache. With `layoutHtml` (the shell's layout drawn around the page, ADR 0007) the
 * root holds the whole page as the browser's first render draws it, marked for hydration; without it,
 * the page alone, in a `main` until the browser draws the layout around it.
 */
export function withServerPage(html: string, rendered: RenderedPage | null, layoutHtml: string | null = null): string {
  if (!rendered && layoutHtml === null) return html;
  const root =
    layoutHtml !== null
      ? `<div id="root" ${SERVER_LAYOUT_ATTRIBUTE}="">${layoutHtml}</div>`
      : `<div id="root"><main id="${SERVER_PAGE_ELEMENT_ID}">${rendered!.html}</main></div>`;
  // Painted whole in the browser's first frame (./first-frame.ts).
  const out = html
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="?root"?><\/div>/, () => `${root}${PAGE_END_TAG}`)
    .replace('<head>', () => `<head>${FIRST_FRAME_HEAD_TAGS}`);
  if (!rendered) return out;
  const stores = rendered.stores ? `<script type="application/json" id="${SERVER_STORES_ELEMENT_ID}">${scriptJson(rendered.stores)}</script>` : '';
  return out.replace(
    '</body>',
    () => `<script type="application/json" id="${SERVER_QUERIES_ELEMENT_ID}">${scriptJson(rendered.queries)}</script>${stores}</body>`,
  );
}

/** CSS text made safe inside a `<style>` element: nothing in it can close the element. */
const safeInStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The page's first load in its head (docs/decisions/0007-first-visit-performance.md): its
 * stylesheets inlined, each marked with the URL the style runtime would load it from (it then
 * finds it and loads nothing), a preload of the font its first paint uses (and the body held until
 * its faces are loaded, at most 100 ms: ./faces-wait.ts), and the scripts the page will ask for, named in {@link FIRST_LOAD_ELEMENT_ID}: `start.js`
 * fetches them together once the server's HTML is shown (ADR 0007, lever 6), so no script is
 * fetched or parsed ahead of that paint and they still arrive together, not one after the other.
 */
export function withHeadAssets(html: string, assets: PageHeadAssets): string {
  const fetches: FirstLoadFetches = { scripts: assets.scripts };
  const tags = [
    ...assets.styles.map(({ href, css }) => `<style data-href="${escapeHtml(href)}">${safeInStyle(css)}</style>`),
    ...assets.fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`),
    ...(assets.fonts.length > 0 ? [FACES_WAIT_TAGS] : []),
    `<script type="application/json" id="${FIRST_LOAD_ELEMENT_ID}">${scriptJson(fetches)}</script>`,
  ];
  return html.replace('</head>', () => `${tags.join('')}</head>`);
}

/** The runtime config and the remotes list, written where the page's start reads them instead of asking for them. */
export function withRuntime(html: string, runtime: { config: RuntimeConfig; remotes: Record<string, string> }): string {
  return html.replace('</head>', () => `<script type="application/json" id="${RUNTIME_ELEMENT_ID}">${scriptJson(runtime)}</script></head>`);
}
