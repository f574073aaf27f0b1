import { $country, detectCountry } from './country';
import { resolveCurrency } from './currency';

/**
 * Resolves the visitor's country (cookie, else `/api/country`) and then its currency, and
 * resolves the currency again whenever the country changes. The shell runs it once; a remote run
 * on its own, or an embedded widget, calls it itself. Returns a function that stops following.
 */
export function startCountryAndCurrencySync(origin?: string): () => void {
  let live = true;
  let stop: (() => void) | undefined;
  void detectCountry(origin).then((country) => {
    if (!live) return;
    // An unknown country ('') still gets a currency: the API's guess, or the USD fallback.
    void resolveCurrency(country);
    stop = $country.listen((next) => void resolveCurrency(next));
  });
  return () => {
    live = false;
    stop?.();
  };
}
