export { $currency, DEFAULT_CURRENCY, setCurrency } from './currency';
export type { CurrencyState } from './currency';
export { $country, setCountry } from './country';
