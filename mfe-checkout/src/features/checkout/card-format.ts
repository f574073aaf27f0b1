import { cardDigits } from '@ilm/contract/card-rules';

// The card rules themselves (checksum, expiry, security code) are the API's too: @ilm/contract/card-rules.

/** Groups the digits in fours as the buyer types ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Inserts the slash of MM/YY as the buyer types. */
export function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace never gets stuck.
  if (previous.endsWith('/') && value === previous.slice(0, -1)) return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && value.length > previous.length) return `${digits}/`;
  return digits;
}
