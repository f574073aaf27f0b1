export { Price } from './price';
export type { PriceProps } from './price';
export { formatPrice, convertPrice, currencyDigits, currencyFormatter } from './format-price';
