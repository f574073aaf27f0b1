/** @jest-environment node */
import { clearCookie, clearTokenCookies, cookieHeader, getCookie, setCookie, setTokenCookies } from './cookies';

describe('cookies on a server (no document)', () => {
  it('has no cookies to read: getCookie answers undefined', () => {
    expect(typeof document).toBe('undefined');
    expect(getCookie('lang')).toBeUndefined();
  });

  it('writing or clearing a cookie does nothing (and does not throw); nothing is kept in memory', () => {
    expect(() => setCookie('lang', 'ur')).not.toThrow();
    expect(() => setTokenCookies('access-1', 'refresh-1')).not.toThrow();
    expect(getCookie('lang')).toBeUndefined();
    expect(getCookie('access_token')).toBeUndefined();
    expect(() => clearCookie('lang')).not.toThrow();
    expect(() => clearTokenCookies()).not.toThrow();
  });

  it('still serialises the Set-Cookie header a server answers with', () => {
    expect(cookieHeader('lang', 'ur', 'https:', undefined, 0)).toBe(
      'lang=ur; Max-Age=31536000; Path=/; Expires=Fri, 01 Jan 1971 00:00:00 GMT; Secure; SameSite=Lax',
    );
  });
});
