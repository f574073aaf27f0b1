import { formatCardNumber, formatExpiry, isExpired, parseExpiry, passesLuhn } from './card-rules';

describe('card rules', () => {
  it('accepts numbers that pass the Luhn checksum and rejects the rest', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242a42424242424')).toBe(false);
  });

  it('reads MM/YY expiry dates and refuses impossible months', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('0429')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('april')).toBeNull();
  });

  it('treats a card as valid through its expiry month', () => {
    const now = new Date(2026, 10, 21);
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });

  it('formats the number in groups of four and the expiry with its slash', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiry('04', '0')).toBe('04/');
    expect(formatExpiry('04/2', '04/')).toBe('04/2');
    expect(formatExpiry('04', '04/')).toBe('0');
  });
});
