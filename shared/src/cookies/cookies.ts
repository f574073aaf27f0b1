import { parse, serialize, type SerializeOptions } from 'cookie';

/** The cookies the site keeps (docs/rules/session.md#cookies). */
export const COOKIE_NAMES = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  countryIsoCode: 'countryIsoCode',
  countryFixed: 'countryFixed',
  language: 'lang',
  /** The languages whose fonts this browser has fetched once idle (`ar`): the server paints with them only then (Urdu's always; docs/decisions/0007-first-visit-performance.md). */
  fonts: 'fonts',
} as const;

/** A cookie the site keeps. */
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/** docs/rules/session.md#cookies: cookie lifetimes in days; clearing a cookie writes it with a lifetime of 0 days. */
export const COOKIE_LIFETIME_DAYS = {
  access_token: 7,
  refresh_token: 365,
  countryIsoCode: 30,
  countryFixed: 365,
  lang: 365,
  fonts: 30,
  cleared: 0,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The attributes every cookie of the site is written with: path=/, SameSite=Lax, Secure on https. */
export function cookieOptions(days: number, now = Date.now(), protocol = typeof location === 'undefined' ? 'http:' : location.protocol): SerializeOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: protocol === 'https:',
    expires: new Date(now + days * DAY_MS),
    maxAge: Math.round(days * 24 * 60 * 60),
  };
}

/**
 * Whether this runs in a page: a server rendering it has no document, hence no cookies to read or
 * write. Asked without reading `document.cookie`: each read is a round trip to the browser's cookie
 * store, and a page's start reads a dozen cookies (docs/decisions/0007-first-visit-performance.md, lever 12).
 */
function hasDocumentCookie(): boolean {
  return typeof document === 'object' && document !== null && 'cookie' in document;
}

/** Writes one cookie to the page (nothing without a page). */
function writeCookie(name: CookieName, value: string, options: SerializeOptions): void {
  if (hasDocumentCookie()) document.cookie = serialize(name, value, options);
}

/**
 * The value of a cookie, as the raw string (never JSON-parsed; percent-escapes decoded), or undefined
 * when it is missing or empty. `document.cookie` is read anew on every call.
 */
export function getCookie(name: CookieName): string | undefined {
  return hasDocumentCookie() ? cookieIn(document.cookie, name) : undefined;
}

/**
 * The value of a cookie in a `Cookie` header (a server reads its request's), as {@link getCookie}
 * reads the page's: a value whose percent-escapes do not decode (`lang=%E0%A4%A`) is given as sent,
 * never thrown, so a malformed cookie is one nobody recognises rather than an error page.
 */
export function cookieIn(header: string | undefined, name: CookieName): string | undefined {
  const value = parse(header ?? '')[name];
  return value === undefined || value === '' ? undefined : value;
}

/** Writes a cookie for `days` days (its lifetime in COOKIE_LIFETIME_DAYS unless told otherwise). */
export function setCookie(name: CookieName, value: string, days: number = COOKIE_LIFETIME_DAYS[name]): void {
  writeCookie(name, value, cookieOptions(days));
}

/**
 * The `Set-Cookie` header a server answers with to write a cookie for `days` days, with the
 * attributes {@link setCookie} writes in the browser (`protocol` is the request's, e.g. `https:`).
 */
export function cookieHeader(name: CookieName, value: string, protocol: string, days: number = COOKIE_LIFETIME_DAYS[name], now = Date.now()): string {
  return serialize(name, value, cookieOptions(days, now, protocol));
}

/** Clears a cookie as docs/rules/session.md#cookies says: the same cookie written with a lifetime of 0 days. */
export function clearCookie(name: CookieName): void {
  writeCookie(name, '', cookieOptions(COOKIE_LIFETIME_DAYS.cleared));
}

/** Stores both session tokens with their lifetimes (access 7 days, refresh 365 days). */
export function setTokenCookies(accessToken: string, refreshToken: string): void {
  setCookie(COOKIE_NAMES.accessToken, accessToken);
  setCookie(COOKIE_NAMES.refreshToken, refreshToken);
}

/** Clears both session token cookies. */
export function clearTokenCookies(): void {
  clearCookie(COOKIE_NAMES.accessToken);
  clearCookie(COOKIE_NAMES.refreshToken);
}
