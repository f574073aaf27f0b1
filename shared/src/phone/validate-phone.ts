import { isValidPhoneNumber, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/min';

/**
 * Why a phone number is refused (docs/rules/accounts.md#telephone): the four kinds (too short, too long, not a number,
 * invalid country), plus a number of the right length that does not exist, a custom pattern
 * mismatch, and a missing required number.
 */
export type PhoneErrorKind = 'tooShort' | 'tooLong' | 'notANumber' | 'invalidCountry' | 'invalid' | 'pattern' | 'required';

/** What {@link validatePhone} may check besides the number itself. */
export interface PhoneRules {
  /** The country the number was typed for (none: it must start with + and a calling code). */
  country?: CountryCode;
  /** A custom pattern (HTML `pattern` syntax) the number as typed must match. */
  pattern?: string;
  /** The number as the visitor sees it in the field, which the pattern is matched against. */
  text?: string;
  required?: boolean;
}

const LENGTH_KINDS = {
  TOO_SHORT: 'tooShort',
  TOO_LONG: 'tooLong',
  NOT_A_NUMBER: 'notANumber',
  INVALID_COUNTRY: 'invalidCountry',
  INVALID_LENGTH: 'invalid',
} as const satisfies Record<string, PhoneErrorKind>;

/** Checks a phone number (E.164 or national digits); null when it is acceptable. */
export function validatePhone(value: string | undefined, rules: PhoneRules = {}): PhoneErrorKind | null {
  const number = value?.trim() ?? '';
  if (number === '') return rules.required ? 'required' : null;
  if (rules.pattern) {
    const text = rules.text ?? number;
    try {
      if (!new RegExp(`^(?:${rules.pattern})$`, 'u').test(text)) return 'pattern';
    } catch {
      // A malformed pattern from a caller is ignored, as browsers ignore a bad `pattern` attribute.
    }
  }
  if (!/^\+?[\d\s().-]+$/.test(number)) return 'notANumber';
  const lengthProblem = validatePhoneNumberLength(number, rules.country);
  if (lengthProblem) return LENGTH_KINDS[lengthProblem];
  return isValidPhoneNumber(number, rules.country) ? null : 'invalid';
}
