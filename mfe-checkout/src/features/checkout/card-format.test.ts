import { formatCardNumber, formatExpiry } from './card-format';

describe('card input formatting', () => {
  it('formats the number in groups of four and the expiry with its slash', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiry('04', '0')).toBe('04/');
    expect(formatExpiry('04/2', '04/')).toBe('04/2');
    expect(formatExpiry('04', '04/')).toBe('0');
  });
});
