export { Button } from './button';
export type { ButtonProps } from './button';
export { Spinner } from './spinner';
export { ErrorState } from './error-state';
export type { ErrorStateProps } from './error-state';
export { PageIntro } from './page-intro';
export type { PageIntroProps } from './page-intro';
export { Price, formatPrice, convertPrice } from './price';
export type { PriceProps } from './price';
