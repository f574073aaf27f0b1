import { validatePhone } from '@ilm/shared/phone';
import { z } from 'zod';

/**
 * Zod rules shared by the forms: the API's own limits (contract/src/forms.ts), checked before
 * anything is sent. Each message is a key of the `marketing-forms` namespace; a key that needs a
 * number carries it after `?` (`validation.tooLong?max=120`), read by `useFieldError`.
 */
export const withParams = (key: string, params: Record<string, number>) =>
  `${key}?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]))}`;

const tooLong = (max: number) => ({ error: withParams('validation.tooLong', { max }) });

/** Text of one line: trimmed, required (`required` is the message when empty or under `min`), at most `max`. */
export const textRule = (required: string, max: number, min = 1) => z.string().trim().min(min, { error: required }).max(max, tooLong(max));

/** Text that may be left empty: `undefined` when blank, so the field is not sent. */
export const optionalTextRule = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .transform((value) => value || undefined);

/** A full name (2 to 120 characters), as every form asks for it. */
export const fullNameRule = (required = 'validation.fullNameRequired') =>
  z.string().trim().min(1, { error: required }).min(2, { error: 'validation.fullNameTooShort' }).max(120, tooLong(120));

/** An e-mail address (the API's `format: email`, at most 254 characters). */
export const emailRule = z
  .string()
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.emailInvalid' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** A phone number from the phone input (E.164), checked by its own rules; its messages live in `common`. */
export const phoneRule = (required: boolean) =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const kind = validatePhone(value, { required });
      if (kind) ctx.addIssue({ code: 'custom', message: `common:phone.errors.${kind}` });
    });

/** One value of a vocabulary, chosen in a select whose empty option is '' (`required` is then the message). */
export const choiceRule = <const Values extends readonly string[]>(values: Values, required: string) =>
  z
    .string()
    .refine((value) => values.includes(value), { error: required })
    .transform((value) => value as Values[number]);

/** A vocabulary value a select may leave empty: `undefined` when it does. */
export const optionalChoiceRule = <const Values extends readonly string[]>(values: Values) =>
  z
    .string()
    .refine((value) => value === '' || values.includes(value))
    .transform((value) => (value === '' ? undefined : (value as Values[number])));

/** A country of the contract's list, chosen in a select. */
export const countryRule = z.string().regex(/^[A-Z]{2}$/, { error: 'validation.countryRequired' });

/** Checks a whole number typed in a text box: `min` to `max`, or empty (the caller decides whether that is allowed). */
const wholeNumberText = (min: number, max: number, invalid: string, required?: string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      const number = Number(value);
      if (!/^\d+$/.test(value) || number < min || number > max) ctx.addIssue({ code: 'custom', message: invalid });
    });

/** A whole number from `min` to `max` that must be given. */
export const wholeNumberRule = (min: number, max: number, messages: { required: string; invalid: string }) =>
  wholeNumberText(min, max, messages.invalid, messages.required).transform((value) => Number(value));

/** A whole number from `min` to `max`, or `undefined` when left empty (then not sent). */
export const optionalWholeNumberRule = (min: number, max: number, invalid: string) =>
  wholeNumberText(min, max, invalid).transform((value) => (value === '' ? undefined : Number(value)));

/** A date of birth (`YYYY-MM-DD` from a date input): a real day, after 1900 and before today. */
export const dateOfBirthRule = z
  .string()
  .min(1, { error: 'validation.dateOfBirthRequired' })
  .refine(
    (value) => {
      const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!day) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && Number(day[1]) >= 1900 && date.getTime() < Date.now();
    },
    { error: 'validation.dateOfBirthInvalid' },
  );

/** An optional web address (a profile link): `http(s)://…`, at most 300 characters; `undefined` when blank. */
export const optionalWebAddressRule = z
  .string()
  .trim()
  .max(300, tooLong(300))
  .refine((value) => value === '' || isWebAddress(value), { error: 'validation.urlInvalid' })
  .transform((value) => value || undefined);

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The spam trap: whatever a program put in it is sent as is (the API answers as usual and drops it); empty, it is left out. */
export const honeypotRule = z
  .string()
  .optional()
  .transform((value) => value || undefined);
