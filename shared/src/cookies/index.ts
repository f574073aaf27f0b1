export {
  COOKIE_NAMES,
  COOKIE_LIFETIME_DAYS,
  cookieOptions,
  cookieHeader,
  getCookie,
  cookieIn,
  setCookie,
  clearCookie,
  setTokenCookies,
  clearTokenCookies,
} from './cookies';
export type { CookieName } from './cookies';
