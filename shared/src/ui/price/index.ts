export { Price } from './price';
export type { PriceProps } from './price';
export { formatPrice, convertPrice } from './format-price';
