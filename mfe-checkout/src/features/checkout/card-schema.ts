import type { TFunction } from 'i18next';
import { z } from 'zod';
import { cardDigits, isAmex, isExpired, parseExpiry, passesLuhn } from './card-rules';
import type { PaymentCard } from '@ilm/contract';

/** The payment form's fields as typed. */
export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** The payment form's rules (messages in the visitor's language); `now` decides what "expired" means. */
export function cardSchema(t: TFunction, now: () => Date = () => new Date()) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('payment.errors.nameRequired'))
        .max(120, t('payment.errors.nameTooLong')),
      number: z
        .string()
        .min(1, t('payment.errors.numberRequired'))
        .refine((value) => /^\d{12,19}$/.test(cardDigits(value)), t('payment.errors.numberFormat'))
        .refine((value) => passesLuhn(cardDigits(value)), t('payment.errors.numberLuhn')),
      expiry: z
        .string()
        .min(1, t('payment.errors.expiryRequired'))
        .refine((value) => parseExpiry(value) !== null, t('payment.errors.expiryFormat'))
        .refine((value) => {
          const expiry = parseExpiry(value);
          return expiry === null || !isExpired(expiry, now());
        }, t('payment.errors.expiryPast')),
      cvc: z.string().trim().min(1, t('payment.errors.cvcRequired')),
    })
    .superRefine((card, context) => {
      if (!card.cvc.trim()) return;
      const amex = isAmex(cardDigits(card.number));
      if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc.trim())) {
        context.addIssue({ code: 'custom', path: ['cvc'], message: amex ? t('payment.errors.cvcAmex') : t('payment.errors.cvcFormat') });
      }
    });
}

/** The validated form as the pay call takes it. */
export function toCardPayload(form: CardForm): PaymentCard {
  const expiry = parseExpiry(form.expiry)!;
  return {
    number: cardDigits(form.number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: form.cvc.trim(),
    name: form.name.trim(),
  };
}
