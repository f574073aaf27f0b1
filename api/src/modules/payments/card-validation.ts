import { cardDigits, fitsCvc, fullYear, hasCardNumberLength, isAmex, isExpired, passesLuhn } from '@ilm/contract/card-rules';
import { badRequest } from '../../http/api-error';
import type { CardDetails } from './payment-provider';
import { text } from './payments.messages';

/**
 * Checks what the schema cannot (checksum, expiry against this month in UTC, CVC length by brand) with
 * the checkout form's own rules (@ilm/contract/card-rules); 400 naming the field.
 */
export function validateCard(card: CardDetails, now = new Date()): CardDetails {
  const number = cardDigits(card.number);
  if (!hasCardNumberLength(number)) throw badRequest('card.number', text('card_number_digits'));
  if (!passesLuhn(number)) throw badRequest('card.number', text('card_number_luhn'));
  const year = fullYear(card.exp_year);
  if (isExpired({ month: card.exp_month, year }, now, 'utc')) throw badRequest('card.exp_year', text('card_expired'));
  if (!fitsCvc(card.cvc, number)) throw badRequest('card.cvc', text(isAmex(number) ? 'cvc_front' : 'cvc_back'));
  return { ...card, number, exp_year: year };
}
