/**
 * The card rules the checkout form and the API both apply: the card number's digits and checksum, the
 * expiry and the security code's length by brand. No TypeBox here: the browser imports this entry
 * (`@ilm/contract/card-rules`) alone. The API answers 400 naming the field (api/src/modules/payments/
 * card-validation.ts), the form shows the same rule in the visitor's language (mfe-checkout).
 */

/** Digits only: spaces and dashes people type inside a card number are dropped. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A card number has 12 to 19 digits. */
export function hasCardNumberLength(digits: string): boolean {
  return /^\d{12,19}$/.test(digits);
}

/** The Luhn checksum every card number carries (false for anything but digits). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express numbers (34…, 37…) carry a 4-digit security code on the front. */
export function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** The security code has 4 digits on an American Express card, 3 on any other. */
export function fitsCvc(cvc: string, digits: string): boolean {
  return (isAmex(digits) ? /^\d{4}$/ : /^\d{3}$/).test(cvc);
}

/** A two-digit expiry year is of this century (29 is 2029). */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Reads "MM/YY" (also "MM / YY", "MMYY", "MM/YYYY") into a month and a four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/**
 * A card is good through the last day of its expiry month. The form reads "this month" on the
 * buyer's clock (`local`); the API on UTC (`utc`).
 */
export function isExpired(expiry: { month: number; year: number }, now: Date = new Date(), clock: 'local' | 'utc' = 'local'): boolean {
  const thisMonth = clock === 'utc' ? now.getUTCFullYear() * 12 + now.getUTCMonth() : now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < thisMonth;
}
