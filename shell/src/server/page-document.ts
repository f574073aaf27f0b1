import {
  LANGUAGE_QUERY,
  LANGUAGES,
  openToVisitors,
  PAGE_JSON_LD_ID,
  SERVER_PAGE_ELEMENT_ID,
  SERVER_QUERIES_ELEMENT_ID,
  structuredDataJson,
  type LanguageCode,
  type RenderedPage,
  type SitePage,
} from '@ilm/contract';
import { generatePath, matchPath } from 'react-router';
import { pageTitle } from '@ilm/shared/config';
import { localizedText } from '@ilm/shared/i18n';

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
export function withPageHead(html: string, { page, language, url, productName, rendered }: PageHeadFacts): string {
  const ownTitle = rendered?.head.title ?? (page?.title ? localizedText(page.title, language) : undefined);
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
    const organization = { '@type': 'Organization', name: pageTitle(productName), url: new URL('/', url.origin).toString(), logo: new URL('/favicon.svg', url.origin).toString() };
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
 * The page its remote drew, inside the shell's root (a `main` until the browser draws the layout
 * around it), and the API answers it was drawn from for the browser's query cache.
 */
export function withServerPage(html: string, rendered: RenderedPage | null): string {
  if (!rendered) return html;
  return html
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root"><main id="${SERVER_PAGE_ELEMENT_ID}">${rendered.html}</main></div>`)
    .replace('</body>', () => `<script type="application/json" id="${SERVER_QUERIES_ELEMENT_ID}">${scriptJson(rendered.queries)}</script></body>`);
}
