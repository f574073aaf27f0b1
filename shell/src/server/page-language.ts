import type { FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  chooseLanguage,
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGES,
  openToVisitors,
  supportedLanguage,
  type LanguageCode,
  type SitePage,
} from '@ilm/contract';
import { cookieIn, type CookieName } from '@ilm/shared/cookies';
import { escapeHtml } from './page-document';

/** A cookie's value from the request's Cookie header (a malformed one is read as sent, never thrown: see cookieIn). */
export function cookie(request: FastifyRequest, name: CookieName): string | undefined {
  return cookieIn(request.headers.cookie, name);
}

/**
 * The language a request's page is served in, by the browser's own rule (docs/rules/languages.md):
 * `?lang=`, the `lang` cookie, then `Accept-Language`.
 */
export function languageOf(request: FastifyRequest): LanguageCode {
  const url = new URL(request.url, 'http://localhost');
  return chooseLanguage([url.searchParams.get(LANGUAGE_QUERY), cookie(request, LANGUAGE_COOKIE), ...acceptedLanguages(request.headers['accept-language'])]);
}

/**
 * The language `?lang=` chose when the browser does not keep it yet (its `lang` cookie says
 * otherwise), else undefined: the page's answer writes the choice at once, so a visit before the
 * page's scripts have run keeps it too (docs/rules/languages.md).
 */
export function languageToRemember(request: FastifyRequest): LanguageCode | undefined {
  const chosen = supportedLanguage(new URL(request.url, 'http://localhost').searchParams.get(LANGUAGE_QUERY));
  return chosen && chosen !== cookie(request, LANGUAGE_COOKIE) ? chosen : undefined;
}

/**
 * `<html lang dir>` in the request's language, and for a public page `<link rel="alternate"
 * hreflang>` to the page in each language (`?lang=`) and `x-default` to the page itself.
 */
export function withLanguage(html: string, request: FastifyRequest, page: SitePage | null): string {
  const language = languageOf(request);
  let out = html.replace(/<html\b[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`);
  if (page && openToVisitors(page.access)) {
    // Fastify takes X-Forwarded-Host/-Proto only from a proxy of TRUST_PROXY: a client cannot name another site here.
    const url = new URL(request.url, `${request.protocol}://${request.host || 'localhost'}`);
    url.searchParams.delete(LANGUAGE_QUERY);
    const links = LANGUAGES.map(({ code }) => {
      const alternate = new URL(url);
      alternate.searchParams.set(LANGUAGE_QUERY, code);
      return `<link rel="alternate" hreflang="${code}" href="${escapeHtml(alternate.toString())}">`;
    });
    links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(url.toString())}">`);
    // A function, so a `$` in the visitor's URL is not read as a replacement pattern.
    out = out.replace('</head>', () => `${links.join('')}</head>`);
  }
  return out;
}
