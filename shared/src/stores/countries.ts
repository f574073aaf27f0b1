import { COUNTRY_CODES } from '@ilm/contract';
import { drawnWords } from '@ilm/shared/i18n';

/** The countries a visitor can pick: the contract's list (ISO 3166-1 alpha-2, plus XK), also what the servers accept. */
export { COUNTRY_CODES };

const namers = new Map<string, Intl.DisplayNames>();
const sortedOptions = new Map<string, { code: string; name: string }[]>();

function namer(language: string): Intl.DisplayNames {
  let displayNames = namers.get(language);
  if (!displayNames) {
    displayNames = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    namers.set(language, displayNames);
  }
  return displayNames;
}

/** A country's name in `language` (Intl.DisplayNames), or the code when the runtime has no name for it. */
export function countryName(code: string, language: string): string {
  return drawnWords(`region ${language} ${code}`, () => {
    try {
      return namer(language).of(code) ?? code;
    } catch {
      return code;
    }
  });
}

/** Every pickable country as { code, name } in `language`, sorted by name in that language. */
export function countryOptions(language: string): { code: string; name: string }[] {
  let options = sortedOptions.get(language);
  if (!options) {
    const collator = new Intl.Collator(language);
    options = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => collator.compare(a.name, b.name));
    sortedOptions.set(language, options);
  }
  return options;
}
