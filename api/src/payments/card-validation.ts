import { badRequest } from '../http/api-error';
import type { CardDetails } from './payment-provider';

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Checks what the schema cannot (checksum, expiry against today, CVC length by brand); 400 naming the field. */
export function validateCard(card: CardDetails, now = new Date()): CardDetails {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) throw badRequest('card.number', 'card_number_digits');
  if (!passesLuhn(number)) throw badRequest('card.number', 'card_number_luhn');
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.exp_month - 1) < thisMonth) throw badRequest('card.exp_year', 'card_expired');
  const amex = /^3[47]/.test(number);
  if (amex ? !/^\d{4}$/.test(card.cvc) : !/^\d{3}$/.test(card.cvc)) {
    throw badRequest('card.cvc', amex ? 'cvc_front' : 'cvc_back');
  }
  return { ...card, number, exp_year: year };
}
