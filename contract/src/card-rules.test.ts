import { cardDigits, fitsCvc, fullYear, hasCardNumberLength, isAmex, isExpired, parseExpiry, passesLuhn } from './card-rules';

describe('card rules', () => {
  it('accepts numbers that pass the Luhn checksum and rejects the rest', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242a42424242424')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('reads the digits of a number typed with spaces or dashes, 12 to 19 of them', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(hasCardNumberLength('424242424242')).toBe(true);
    expect(hasCardNumberLength('42424242424')).toBe(false);
    expect(hasCardNumberLength('42424242424242424242')).toBe(false);
  });

  it('reads MM/YY expiry dates and refuses impossible months', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('0429')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('april')).toBeNull();
    expect(fullYear(29)).toBe(2029);
    expect(fullYear(2031)).toBe(2031);
  });

  it('treats a card as valid through its expiry month, on the buyer’s clock or on UTC', () => {
    const now = new Date(2026, 10, 21);
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
    const firstOfDecemberUtc = new Date(Date.UTC(2026, 11, 1, 0, 30));
    expect(isExpired({ month: 11, year: 2026 }, firstOfDecemberUtc, 'utc')).toBe(true);
    expect(isExpired({ month: 12, year: 2026 }, firstOfDecemberUtc, 'utc')).toBe(false);
  });

  it('wants a 4-digit security code on American Express cards and 3 digits on any other', () => {
    expect(isAmex('378282246310005')).toBe(true);
    expect(fitsCvc('1234', '378282246310005')).toBe(true);
    expect(fitsCvc('123', '378282246310005')).toBe(false);
    expect(fitsCvc('123', '4242424242424242')).toBe(true);
    expect(fitsCvc('1234', '4242424242424242')).toBe(false);
  });
});
