import { COUNTRY_LOOKUP_ERROR, parseCountryLookup } from './lookup-country';
import { validatePhone } from './validate-phone';

describe('validatePhone', () => {
  it('reports too short', () => {
    expect(validatePhone('+92300', { country: 'PK' })).toBe('tooShort');
  });
  it('reports too long', () => {
    expect(validatePhone('+9230012345678901', { country: 'PK' })).toBe('tooLong');
  });
  it('reports not a number', () => {
    expect(validatePhone('call me', { country: 'PK' })).toBe('notANumber');
    expect(validatePhone('+', { country: 'PK' })).toBe('notANumber');
  });
  it('reports an invalid country', () => {
    expect(validatePhone('3001234567')).toBe('invalidCountry');
    expect(validatePhone('+999123456')).toBe('invalidCountry');
  });
  it('accepts a valid number, national or international', () => {
    expect(validatePhone('+923001234567')).toBeNull();
    expect(validatePhone('3001234567', { country: 'PK' })).toBeNull();
  });
  it('applies the optional custom pattern to the number as typed', () => {
    expect(validatePhone('+923001234567', { pattern: '\\+92.*', text: '+92 300 1234567' })).toBeNull();
    expect(validatePhone('+14155552671', { pattern: '\\+92.*', text: '+1 415 555 2671' })).toBe('pattern');
  });
  it('is quiet about an empty optional number and reports an empty required one', () => {
    expect(validatePhone(undefined)).toBeNull();
    expect(validatePhone('', { required: true })).toBe('required');
  });
});

describe('parseCountryLookup', () => {
  it("takes characters 3 and 4 of an answer that starts with '1'", () => {
    expect(parseCountryLookup('1;PK;PAK;Pakistan')).toBe('PK');
    expect(parseCountryLookup('1;DE;DEU;Germany')).toBe('DE');
  });
  it("refuses any other answer with 'unable to fetch the country'", () => {
    expect(() => parseCountryLookup('0;;;WRONG INPUT')).toThrow(COUNTRY_LOOKUP_ERROR);
    expect(() => parseCountryLookup('2;;;UNKNOWN')).toThrow('unable to fetch the country');
    expect(() => parseCountryLookup('1;ZZ;ZZZ;Reserved')).toThrow(COUNTRY_LOOKUP_ERROR);
  });
});
