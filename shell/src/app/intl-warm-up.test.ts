import { warmPluralRules } from './intl-warm-up';

describe('the plural rules built ahead of the first render', () => {
  test.each(['en', 'ar', 'ur'])("are the page's language's (%s), the rules i18next asks ICU for", (language) => {
    const rules = warmPluralRules(language);
    expect(rules.resolvedOptions().locale).toBe(language);
    expect(rules.resolvedOptions().type).toBe('cardinal');
  });
});
