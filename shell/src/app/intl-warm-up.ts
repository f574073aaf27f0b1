/**
 * The plural rules of the page's language, built in a step of the start of their own
 * (docs/decisions/0007-first-visit-performance.md, lever 13). i18next builds an `Intl.PluralRules`
 * at the first string that counts something (`{ count }`: "9 labs"), and the first one a page
 * builds, and its first answer, read ICU's data: 1–3 ms, four times that on a phone, in the middle
 * of the hydration task of the page's first card. Built here, the data is read once and i18next's
 * own rules then cost nothing.
 */
export function warmPluralRules(language: string): Intl.PluralRules {
  const rules = new Intl.PluralRules(language);
  rules.select(1);
  return rules;
}
