import { useStore } from '@nanostores/react';
import { $currency, $currencyReady, type CurrencyState } from '@ilm/shared/stores';
import { convertPrice, currencyDigits, type JsonLd } from '@ilm/shared/ui';

/**
 * A USD price as a schema.org `Offer` in the currency the page shows it in: the visitor's, once it
 * is known, else USD (the catalog's own price). Rounded like `Price` writes it (two decimals for
 * most currencies, none for yen).
 */
export function priceOffer(priceUsd: number, currency: CurrencyState | null, url?: string): JsonLd {
  const code = currency?.currencyCode ?? 'USD';
  let digits: number;
  try {
    digits = currencyDigits(code);
  } catch {
    // An unknown code: Price shows USD then, and so does the offer.
    return priceOffer(priceUsd, null, url);
  }
  const amount = currency ? convertPrice(priceUsd, currency) : priceUsd;
  return { '@type': 'Offer', price: Number(amount.toFixed(digits)), priceCurrency: code, ...(url && { url }) };
}

/** The currency prices are shown in now: null until the visitor's is known (prices are then in USD). */
export function useShownCurrency(): CurrencyState | null {
  const currency = useStore($currency);
  const ready = useStore($currencyReady);
  return ready ? currency : null;
}
