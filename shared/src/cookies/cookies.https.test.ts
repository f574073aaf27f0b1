/** @jest-environment-options {"url": "https://localhost:3000/"} */
import { clearCookie, getCookie, setCookie } from './cookies';

describe('cookies on an https page', () => {
  afterEach(() => clearCookie('lang'));

  it('Secure only on https: a page on https writes its cookies Secure, with path=/ and SameSite=Lax', () => {
    const setSpy = jest.spyOn(document, 'cookie', 'set');
    expect(location.protocol).toBe('https:');
    setCookie('lang', 'ur');
    expect(setSpy.mock.calls.at(-1)?.[0]).toMatch(/^lang=ur; Max-Age=31536000; Path=\/; Expires=[^;]+ GMT; Secure; SameSite=Lax$/);
    expect(getCookie('lang')).toBe('ur');
    clearCookie('lang');
    expect(setSpy.mock.calls.at(-1)?.[0]).toMatch(/^lang=; Max-Age=0; Path=\/; Expires=[^;]+ GMT; Secure; SameSite=Lax$/);
    expect(getCookie('lang')).toBeUndefined();
    setSpy.mockRestore();
  });
});
