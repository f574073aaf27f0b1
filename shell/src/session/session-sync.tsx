import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { checkSession, startCountryAndCurrencySync } from '@ilm/shared/stores';

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

  useEffect(() => startCountryAndCurrencySync(), []);

  return null;
}
