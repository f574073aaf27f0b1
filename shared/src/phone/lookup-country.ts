import { isSupportedCountry, type Country } from 'react-phone-number-input';

/** docs/rules/accounts.md#telephone: what the phone input reports when the IP-to-country lookup fails. */
export const COUNTRY_LOOKUP_ERROR = 'unable to fetch the country';

/**
 * Reads an IP-to-country answer. It counts only if it starts with '1'; the country is
 * its characters 3 and 4 (`1;PK;PAK;Pakistan` → `PK`). Anything else throws {@link COUNTRY_LOOKUP_ERROR}.
 */
export function parseCountryLookup(text: string): Country {
  const code = text.startsWith('1') ? text.substring(2, 4).toUpperCase() : '';
  if (!isSupportedCountry(code as Country)) throw new Error(COUNTRY_LOOKUP_ERROR);
  return code as Country;
}

const lookups = new Map<string, Promise<Country>>();

/**
 * Asks the third-party lookup service (the runtime config's `COUNTRY_LOOKUP_URL`) for the
 * visitor's country. One request per page and URL; a failure is not remembered, so a later input retries.
 */
export function lookupCountry(url: string): Promise<Country> {
  let lookup = lookups.get(url);
  if (!lookup) {
    lookup = (async () => {
      // No credentials and no Authorization header: this is not our API.
      const response = await fetch(url, { credentials: 'omit' }).catch(() => undefined);
      if (!response?.ok) throw new Error(COUNTRY_LOOKUP_ERROR);
      return parseCountryLookup(await response.text());
    })();
    lookup.catch(() => lookups.delete(url));
    lookups.set(url, lookup);
  }
  return lookup;
}

/** Forgets earlier lookups (tests, or after the runtime config changes). */
export function resetCountryLookups(): void {
  lookups.clear();
}
