export {
  $auth,
  ANONYMOUS_AUTH,
  setSession,
  login,
  setUser,
  clearUser,
  recordFailedRefresh,
  logout,
  setLabName,
  setPollingInterval,
  newPollingId,
} from './auth';
export type { AuthState, IntervalId, Session } from './auth';
export { $sessionCheck, SESSION_ENDPOINTS, checkSession, refreshSession, hasAccessTokenCookie } from './session';
export type { SessionCheckStatus } from './session';
export { useSession } from './use-session';
export type { SessionState } from './use-session';
export {
  $currency,
  $currencyReady,
  DEFAULT_CURRENCY,
  FALLBACK_CURRENCY_COUNTRY,
  CURRENCY_ENDPOINT,
  setCurrency,
  resetCurrency,
  setCurrencyTax,
  resolveCurrency,
} from './currency';
export type { CurrencyState, CurrencyCodeResponse, CurrencyResolution } from './currency';
export { $country, COUNTRY_ENDPOINT, setCountry, chooseCountry, unfixCountry, isCountryFixed, applyDetectedCountry, detectCountry } from './country';
export { COUNTRY_CODES, countryName, countryOptions } from './countries';
export { startCountryAndCurrencySync } from './locale-sync';
export { startProfileLanguageSync, PROFILE_ENDPOINT } from './profile-language';
export { signOut, SIGN_OUT_ENDPOINT } from './sign-out';
