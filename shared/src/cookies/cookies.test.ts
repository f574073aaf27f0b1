import { parse, parseSetCookie } from 'cookie';
import { clearCookie, clearTokenCookies, cookieHeader, cookieOptions, getCookie, setCookie, setTokenCookies } from './cookies';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every string written to `document.cookie`, in order (the page still stores them). */
function spyOnCookieWrites(): jest.SpyInstance<void, [string]> {
  return jest.spyOn(document, 'cookie', 'set');
}

/** The string `name` was last written to `document.cookie` with, attributes and all. */
function lastWriteOf(spy: jest.SpyInstance<void, [string]>, name: string): string {
  const call = [...spy.mock.calls].reverse().find(([written]) => written.startsWith(`${name}=`));
  if (!call) throw new Error(`${name} was never written`);
  return call[0];
}

/** The attributes `name` was last written with. */
function lastOptionsFor(spy: jest.SpyInstance<void, [string]>, name: string) {
  return parseSetCookie(lastWriteOf(spy, name));
}

function expectLifetime(spy: jest.SpyInstance<void, [string]>, name: string, days: number) {
  const options = lastOptionsFor(spy, name);
  expect(options.maxAge).toBe(days * 24 * 60 * 60);
  expect(Math.abs((options.expires?.getTime() ?? Number.NaN) - (Date.now() + days * DAY_MS))).toBeLessThan(5_000);
  expect(options).toMatchObject({ path: '/', sameSite: 'lax' });
  expect(options.secure).toBeUndefined(); // the tests' page is http
}

describe('cookies', () => {
  let setSpy: jest.SpyInstance<void, [string]>;
  beforeEach(() => {
    setSpy = spyOnCookieWrites();
  });
  afterEach(() => {
    clearTokenCookies();
    clearCookie('countryIsoCode');
    clearCookie('lang');
    setSpy.mockRestore();
  });

  it('access_token lives 7 days and refresh_token 365 days', () => {
    setTokenCookies('access-1', 'refresh-1');
    expect(parse(document.cookie).access_token).toBe('access-1');
    expect(parse(document.cookie).refresh_token).toBe('refresh-1');
    expectLifetime(setSpy, 'access_token', 7);
    expectLifetime(setSpy, 'refresh_token', 365);
  });

  it('clearing a cookie writes it with a lifetime of 0 days and removes it from the jar', () => {
    setTokenCookies('access-1', 'refresh-1');
    clearTokenCookies();
    expectLifetime(setSpy, 'access_token', 0);
    expectLifetime(setSpy, 'refresh_token', 0);
    expect(document.cookie).not.toContain('access_token');
    expect(document.cookie).not.toContain('refresh_token');
    expect(getCookie('access_token')).toBeUndefined();
  });

  it('clearCookie writes the cookie empty with Max-Age=0 and Expires now', () => {
    const now = Date.now();
    clearCookie('countryIsoCode');
    const written = lastWriteOf(setSpy, 'countryIsoCode');
    expect(written).toMatch(/^countryIsoCode=; Max-Age=0; Path=\/; Expires=[^;]+ GMT; SameSite=Lax$/);
    const expires = parseSetCookie(written).expires?.getTime() ?? Number.NaN;
    expect(Math.abs(expires - now)).toBeLessThan(5_000);
  });

  it('reads values as plain strings, never JSON-parsed', () => {
    setCookie('countryIsoCode', '1');
    expect(getCookie('countryIsoCode')).toBe('1');
    setCookie('countryIsoCode', '{"a":1}');
    expect(getCookie('countryIsoCode')).toBe('{"a":1}');
    setCookie('countryIsoCode', 'j:"x"');
    expect(getCookie('countryIsoCode')).toBe('j:"x"');
  });

  it('a value with `=`, `%20`, spaces or non-Latin letters reads back as written', () => {
    for (const value of ['a=b==', '%20', '100%', 'two words', 'اردو', 'a;b']) {
      setCookie('countryIsoCode', value);
      expect(getCookie('countryIsoCode')).toBe(value);
    }
  });

  it('reads document.cookie anew on every call, decoding percent-escapes', () => {
    document.cookie = 'lang=ur%20PK; path=/';
    expect(getCookie('lang')).toBe('ur PK');
    document.cookie = 'lang=ar; path=/';
    expect(getCookie('lang')).toBe('ar');
  });

  it('reads document.cookie once per value read and not at all to write one: each read is a round trip to the browser', () => {
    const reads = jest.spyOn(document, 'cookie', 'get');
    getCookie('lang');
    expect(reads).toHaveBeenCalledTimes(1);
    setCookie('lang', 'ar');
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('a missing or empty cookie reads as undefined', () => {
    expect(getCookie('countryIsoCode')).toBeUndefined();
    document.cookie = 'countryIsoCode=; path=/';
    expect(getCookie('countryIsoCode')).toBeUndefined();
  });

  it('cookies are Secure when the page is https, with path=/ and SameSite=Lax', () => {
    expect(cookieOptions(7, 0, 'https:')).toMatchObject({ secure: true, path: '/', sameSite: 'lax', maxAge: 604_800 });
    expect(cookieOptions(7, 0, 'http:')).toMatchObject({ secure: false });
  });

  it('Secure only on https: a page on http writes its cookies without Secure', () => {
    expect(location.protocol).toBe('http:');
    setCookie('lang', 'ur');
    expect(lastWriteOf(setSpy, 'lang')).toMatch(/^lang=ur; Max-Age=31536000; Path=\/; Expires=[^;]+ GMT; SameSite=Lax$/);
  });

  it('a server writes a cookie with the attributes the browser would: a year for lang, path=/, SameSite=Lax, Secure only on https', () => {
    expect(cookieHeader('lang', 'ur', 'http:', undefined, 0)).toBe('lang=ur; Max-Age=31536000; Path=/; Expires=Fri, 01 Jan 1971 00:00:00 GMT; SameSite=Lax');
    expect(cookieHeader('lang', 'ar', 'https:', undefined, 0)).toBe(
      'lang=ar; Max-Age=31536000; Path=/; Expires=Fri, 01 Jan 1971 00:00:00 GMT; Secure; SameSite=Lax',
    );
  });
});
