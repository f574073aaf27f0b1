export {
  COOKIE_NAMES,
  COOKIE_LIFETIME_DAYS,
  cookieOptions,
  getCookie,
  setCookie,
  clearCookie,
  setTokenCookies,
  clearTokenCookies,
} from './cookies';
export type { CookieName } from './cookies';
