/** The phone number input (docs/rules/accounts.md#telephone): its own entry, so pages without it never load its metadata and flags. */
export { PhoneInput, PHONE_INPUT_SETTINGS } from './phone-input';
export type { PhoneInputProps } from './phone-input';
export { validatePhone } from './validate-phone';
export type { PhoneErrorKind, PhoneRules } from './validate-phone';
export { COUNTRY_LOOKUP_ERROR, lookupCountry, parseCountryLookup, resetCountryLookups } from './lookup-country';
export { CountrySelect, TYPE_TO_FIND_TIMEOUT_MS, DROPDOWN_MIN_SPACE_BELOW_PX } from './country-select';
export type { CountrySelectProps } from './country-select';
