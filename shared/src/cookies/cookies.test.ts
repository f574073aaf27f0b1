import Cookies from 'universal-cookie';
import { clearCookie, clearTokenCookies, cookieHeader, cookieOptions, getCookie, setCookie, setTokenCookies } from './cookies';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The options universal-cookie was last asked to write `name` with. */
function lastOptionsFor(spy: jest.SpyInstance, name: string) {
  const call = [...spy.mock.calls].reverse().find(([cookieName]) => cookieName === name);
  if (!call) throw new Error(`${name} was never written`);
  return call[2] as { expires: Date; maxAge: number; path: string; sameSite: string; secure: boolean };
}

function expectLifetime(spy: jest.SpyInstance, name: string, days: number) {
  const options = lastOptionsFor(spy, name);
  expect(options.maxAge).toBe(days * 24 * 60 * 60);
  expect(Math.abs(options.expires.getTime() - (Date.now() + days * DAY_MS))).toBeLessThan(5_000);
  expect(options).toMatchObject({ path: '/', sameSite: 'lax', secure: false });
}

describe('cookies', () => {
  let setSpy: jest.SpyInstance;
  beforeEach(() => {
    setSpy = jest.spyOn(Cookies.prototype, 'set');
  });
  afterEach(() => {
    clearTokenCookies();
    clearCookie('countryIsoCode');
    setSpy.mockRestore();
  });

  it('SPEC §9: access_token lives 7 days and refresh_token 365 days', () => {
    setTokenCookies('access-1', 'refresh-1');
    expect(new Cookies().get('access_token')).toBe('access-1');
    expect(new Cookies().get('refresh_token')).toBe('refresh-1');
    expectLifetime(setSpy, 'access_token', 7);
    expectLifetime(setSpy, 'refresh_token', 365);
  });

  it('SPEC §9: clearing a cookie writes it with a lifetime of 0 days and removes it from the jar', () => {
    setTokenCookies('access-1', 'refresh-1');
    clearTokenCookies();
    expectLifetime(setSpy, 'access_token', 0);
    expectLifetime(setSpy, 'refresh_token', 0);
    expect(document.cookie).not.toContain('access_token');
    expect(document.cookie).not.toContain('refresh_token');
    expect(getCookie('access_token')).toBeUndefined();
  });

  it('reads values as plain strings, never JSON-parsed', () => {
    setCookie('countryIsoCode', '1');
    expect(getCookie('countryIsoCode')).toBe('1');
  });

  it('SPEC §3: cookies are Secure when the page is https, with path=/ and SameSite=Lax', () => {
    expect(cookieOptions(7, 0, 'https:')).toMatchObject({ secure: true, path: '/', sameSite: 'lax', maxAge: 604_800 });
    expect(cookieOptions(7, 0, 'http:')).toMatchObject({ secure: false });
  });

  it('a server writes a cookie with the attributes the browser would: a year for lang, path=/, SameSite=Lax, Secure only on https', () => {
    expect(cookieHeader('lang', 'ur', 'http:', undefined, 0)).toBe('lang=ur; Max-Age=31536000; Path=/; Expires=Fri, 01 Jan 1971 00:00:00 GMT; SameSite=Lax');
    expect(cookieHeader('lang', 'ar', 'https:', undefined, 0)).toBe('lang=ar; Max-Age=31536000; Path=/; Expires=Fri, 01 Jan 1971 00:00:00 GMT; Secure; SameSite=Lax');
  });
});
