import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { PaymentCard } from '@ilm/contract';
import { cardDigits, fitsCvc, hasCardNumberLength, isAmex, isExpired, parseExpiry, passesLuhn } from '@ilm/contract/card-rules';

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
      name: z.string().trim().min(1, t('payment.errors.nameRequired')).max(120, t('payment.errors.nameTooLong')),
      number: z
        .string()
        .min(1, t('payment.errors.numberRequired'))
        .refine((value) => hasCardNumberLength(cardDigits(value)), t('payment.errors.numberFormat'))
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
      const digits = cardDigits(card.number);
      if (!fitsCvc(card.cvc.trim(), digits)) {
        context.addIssue({ code: 'custom', path: ['cvc'], message: isAmex(digits) ? t('payment.errors.cvcAmex') : t('payment.errors.cvcFormat') });
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
