import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { $country, checkSession, detectCountry, resolveCurrency } from '@ilm/shared/stores';

/**
 * The shell's session wiring, mounted once inside the router: SPEC §4's get-user check on every
 * navigation (when an access_token cookie exists), the country (cookie, else `/api/country`) and
 * the currency resolved from it, again whenever the country changes.
 */
export function SessionSync(): null {
  const { key } = useLocation();

  useEffect(() => {
    void checkSession();
  }, [key]);

  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void detectCountry().then((country) => {
      if (!live) return;
      // An unknown country ('') still gets a currency: the API's guess, or the USD fallback.
      void resolveCurrency(country);
      stop = $country.listen((next) => void resolveCurrency(next));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  return null;
}
