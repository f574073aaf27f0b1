import { atom } from 'nanostores';

/** SPEC §3: the visitor's country as an ISO 3166-1 alpha-2 code ('' until known). */
export const $country = atom<string>('');

/** Sets the visitor's country. */
export function setCountry(code: string): void {
  $country.set(code.trim().toUpperCase());
}
