/**
 * The plural rules of the page's language, built in a step of the start of their own
 * (docs/decisions/0007-first-visit-performance.md, lever 13). i18next builds an `Intl.PluralRules`
 * at the first string that counts something (`{ count }`: "9 labs"), and the first one a page
 * builds, with its first answer, reads ICU's data: 1.5–3.4 ms in Chromium here, four times that on
 * a phone, in the middle of the hydration task of the page's first card. Once the data is read
 * here, i18next's own rules cost little there (2–3 of the 18 samples they had in its profile).
 */
export function warmPluralRules(language: string): Intl.PluralRules {
  const rules = new Intl.PluralRules(language);
  rules.select(1);
  return rules;
}
