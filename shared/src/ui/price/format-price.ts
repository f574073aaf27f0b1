import { drawnWords } from '@ilm/shared/i18n';
import type { CurrencyState } from '@ilm/shared/stores';

/** A USD amount in the visitor's currency: amount × multiplier, plus tax (percent). Not rounded. */
export function convertPrice(usdAmount: number, currency: CurrencyState): number {
  const converted = usdAmount * currency.currency;
  return converted + (converted * currency.currencyTax) / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The price writer of a language and currency, made once: building an Intl.NumberFormat reads ICU's
 * data, the costliest part of showing a price (a page of prices would otherwise build one for each).
 * Throws a RangeError for a code that is no currency.
 */
export function currencyFormatter(locale: string, code: string): Intl.NumberFormat {
  const key = `${locale} ${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How many decimals `code` is written with (two for most currencies, none for yen); throws a RangeError for a code that is no currency. */
export function currencyDigits(code: string): number {
  // Through the server's words too: a page's structured data asks for it while hydrating.
  return Number(drawnWords(`digits ${code}`, () => String(currencyFormatter('en', code).resolvedOptions().maximumFractionDigits ?? 2)));
}

/**
 * Formats a USD amount for the visitor: converted with {@link convertPrice}, then written by
 * `Intl.NumberFormat` in `currency.currencyCode` for `locale` (the current i18n language).
 */
export function formatPrice(usdAmount: number, currency: CurrencyState, locale: string): string {
  const value = convertPrice(usdAmount, currency);
  return drawnWords(`price ${locale} ${currency.currencyCode} ${value}`, () => {
    try {
      return currencyFormatter(locale, currency.currencyCode).format(value);
    } catch {
      // An unknown currency code must not break a page: show the USD amount instead.
      return currencyFormatter(locale, 'USD').format(usdAmount);
    }
  });
}
