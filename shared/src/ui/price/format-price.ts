import type { CurrencyState } from '@ilm/shared/stores';

/** A USD amount in the visitor's currency: amount × multiplier, plus tax (percent). Not rounded. */
export function convertPrice(usdAmount: number, currency: CurrencyState): number {
  const converted = usdAmount * currency.currency;
  return converted + (converted * currency.currencyTax) / 100;
}

/**
 * Formats a USD amount for the visitor: converted with {@link convertPrice}, then written by
 * `Intl.NumberFormat` in `currency.currencyCode` for `locale` (the current i18n language).
 */
export function formatPrice(usdAmount: number, currency: CurrencyState, locale: string): string {
  const value = convertPrice(usdAmount, currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.currencyCode }).format(value);
  } catch {
    // An unknown currency code must not break a page: show the USD amount instead.
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(usdAmount);
  }
}
