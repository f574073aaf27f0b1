import { COUNTRY_CODES, countryName, countryOptions } from './countries';

describe('countries', () => {
  it('lists each ISO country once, as two capital letters', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['PK', 'US', 'DE', 'AE', 'GB']));
  });

  it('names countries in the given language and sorts them by name', () => {
    expect(countryName('PK', 'en')).toBe('Pakistan');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    const names = countryOptions('en').map((option) => option.name);
    expect(names.indexOf('Afghanistan')).toBeLessThan(names.indexOf('Zimbabwe'));
  });
});
