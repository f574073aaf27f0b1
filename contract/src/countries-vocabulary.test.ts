import { COUNTRY_CODES, countryCodeOf } from './countries-vocabulary';

describe('country codes: only real ISO 3166-1 codes count (docs/rules/security.md#trusted-headers)', () => {
  it.each([
    ['PK', 'PK'],
    ['pk', 'PK'],
    ['De', 'DE'],
    ['XK', 'XK'],
  ])('%j is the country %s', (value, code) => {
    expect(countryCodeOf(value)).toBe(code);
  });

  it.each(['ZZ', 'zz', 'XX', 'xx', 'T1', 'A1', 'A2', 'O1', 'EU', 'UK', 'AA', 'QM', 'D E', 'DEU', '', ' PK', undefined, null, 42, ['PK']])(
    '%j is no country',
    (value) => {
      expect(countryCodeOf(value)).toBeNull();
    },
  );

  it('lists each code once, in upper case', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(COUNTRY_CODES.length).toBe(250);
  });
});
