import { useEffect } from 'react';
import { useLocation } from '@ilm/shared/router';
import { checkSession, startCountryAndCurrencySync, startProfileLanguageSync } from '@ilm/shared/stores';

/**
 * The shell's session wiring, mounted once inside the router: the get-user check (docs/rules/session.md#get-user) on every
 * navigation (when an access_token cookie exists), the country (cookie, else `/api/country`) and
 * the currency resolved from it, again whenever the country changes; the page's language and the
 * signed-in learner's profile language kept together.
 */
export function SessionSync(): null {
  const { key } = useLocation();

  useEffect(() => {
    void checkSession();
  }, [key]);

  useEffect(() => startCountryAndCurrencySync(), []);
  useEffect(() => startProfileLanguageSync(), []);

  return null;
}
