import { atom } from 'nanostores';
import { COOKIE_NAMES, clearCookie, getCookie, setCookie } from '@ilm/shared/cookies';

/** docs/rules/currency.md#state: the visitor's country as an ISO 3166-1 alpha-2 code ('' until known). */
export const $country = atom<string>('');

/** docs/rules/currency.md#country: the site's own endpoint that answers the visitor's country as plain text. */
export const COUNTRY_ENDPOINT = '/api/country';

function normalise(code: string): string {
  const trimmed = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(trimmed) ? trimmed : '';
}

/** True when the visitor chose their country by hand (the countryFixed cookie): detection never overrides it. */
export function isCountryFixed(): boolean {
  return getCookie(COOKIE_NAMES.countryFixed) !== undefined;
}

/** Sets the country in the store and the countryIsoCode cookie (codes that are not two letters are ignored). */
export function setCountry(code: string): void {
  const country = normalise(code);
  if (!country) return;
  setCookie(COOKIE_NAMES.countryIsoCode, country);
  $country.set(country);
}

/** The visitor picks a country by hand: it is stored and marked countryFixed. */
export function chooseCountry(code: string): void {
  if (!normalise(code)) return;
  setCountry(code);
  setCookie(COOKIE_NAMES.countryFixed, '1');
}

/** Forgets a hand-picked country, so detection may set it again. */
export function unfixCountry(): void {
  clearCookie(COOKIE_NAMES.countryFixed);
}

/** A country found automatically (server, profile…): applied unless the visitor fixed theirs. Returns whether it was applied. */
export function applyDetectedCountry(code: string): boolean {
  if (isCountryFixed() && $country.get() !== '') return false;
  setCountry(code);
  return $country.get() === normalise(code) && normalise(code) !== '';
}

/**
 * docs/rules/currency.md#country: the countryIsoCode cookie when present (always when countryFixed), else
 * `GET /api/country` on the site's own origin (plain text). Resolves the code, or '' when unknown.
 * A page the shell server answered has written the cookie already, with what `/api/country` would
 * answer (docs/decisions/0007-first-visit-performance.md, lever 24): no call then.
 */
export async function detectCountry(origin: string = window.location.origin): Promise<string> {
  const fromCookie = normalise(getCookie(COOKIE_NAMES.countryIsoCode) ?? '');
  if (fromCookie) {
    if ($country.get() !== fromCookie) $country.set(fromCookie);
    return fromCookie;
  }
  try {
    const response = await fetch(new URL(COUNTRY_ENDPOINT, origin), { headers: { accept: 'text/plain' } });
    if (response.ok) applyDetectedCountry(await response.text());
  } catch {
    // Unknown country: currency resolution falls back to USD.
  }
  return $country.get();
}
