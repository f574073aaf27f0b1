import { parseRateArgs } from './payments.admin';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // inject() comes from 127.0.0.1: the CDN headers are believed from there (docs/rules/security.md#trusted-headers).
  t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(() => t.close());

const currency = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('payments/get-currency-code/', () => {
  it('answers { conversation_amount, country_code, currency_code } for ?country=', async () => {
    const response = await currency('/payments/get-currency-code/?country=de');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ conversation_amount: 0.92, country_code: 'DE', currency_code: 'EUR' });
  });

  it('reads the CDN headers cf-ipcountry, then x-country-code', async () => {
    expect((await currency('/payments/get-currency-code/', { 'cf-ipcountry': 'IN' })).json()).toMatchObject({ currency_code: 'INR' });
    expect((await currency('/payments/get-currency-code/', { 'x-country-code': 'GB' })).json()).toMatchObject({ currency_code: 'GBP' });
    expect((await currency('/payments/get-currency-code/', { 'cf-ipcountry': 'XX', 'x-country-code': 'AE' })).json()).toMatchObject({
      country_code: 'AE',
      currency_code: 'AED',
    });
  });

  it.each([
    [{ 'cf-ipcountry': 'ZZ' }, 'US'],
    [{ 'cf-ipcountry': 'XX', 'x-country-code': 'T1' }, 'US'],
    [{ 'cf-ipcountry': 'A1' }, 'US'],
    [{ 'x-country-code': 'zz' }, 'US'],
    [{ 'x-country-code': 'EU' }, 'US'],
    [{ 'x-country-code': 'D E' }, 'US'],
    [{ 'x-country-code': 'DEU' }, 'US'],
    [{ 'cf-ipcountry': 'ZZ', 'x-country-code': 'de' }, 'DE'],
  ])('a country header from a trusted proxy counts only when it is a real ISO 3166-1 code: %j -> %s', async (headers, country) => {
    expect((await currency('/payments/get-currency-code/', headers)).json().country_code).toBe(country);
  });

  it.each(['ZZ', 'XX', 'zz', 'A1', 'T1'])('answers 400 naming the field for ?country=%s, which is no country', async (country) => {
    const response = await currency(`/payments/get-currency-code/?country=${country}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', field: 'country' });
  });

  it('ignores the country headers of a client that is no trusted proxy', async () => {
    const response = await t.app.inject({
      url: '/payments/get-currency-code/',
      headers: { 'cf-ipcountry': 'IN', 'x-country-code': 'GB' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.json()).toEqual({ conversation_amount: 1, country_code: 'US', currency_code: 'USD' });
  });

  it('PK is quoted at 1 USD, and an unknown or missing country falls back to USD', async () => {
    expect((await currency('/payments/get-currency-code/?country=PK')).json()).toEqual({ conversation_amount: 1, country_code: 'PK', currency_code: 'USD' });
    expect((await currency('/payments/get-currency-code/?country=ZW')).json()).toEqual({ conversation_amount: 1, country_code: 'ZW', currency_code: 'USD' });
    expect((await currency('/payments/get-currency-code/')).json()).toEqual({ conversation_amount: 1, country_code: 'US', currency_code: 'USD' });
  });

  it("uses the signed-in user's country when the request names none, and ignores a stale token", async () => {
    const { headers } = await signUp(t.app, { country: 'GB' });
    expect((await currency('/payments/get-currency-code/', headers)).json()).toMatchObject({ country_code: 'GB', currency_code: 'GBP' });
    expect((await currency('/payments/get-currency-code/', { ...headers, 'cf-ipcountry': 'IN' })).json().currency_code).toBe('INR');
    const stale = await currency('/payments/get-currency-code/', { authorization: 'Bearer expired.or.forged' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().currency_code).toBe('USD');
  });

  it('answers 400 naming the field for a bad country', async () => {
    const response = await currency('/payments/get-currency-code/?country=Germany');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'country', message: 'country: must be a two-letter ISO country code, e.g. US' });
  });

  it('reflects a rate changed by the admin command', async () => {
    await t.app.services.currency.setRate('fr', 'eur', 0.95);
    expect((await currency('/payments/get-currency-code/?country=FR')).json().conversation_amount).toBe(0.95);
  });
});

describe('payments/get-currency-code/ without TRUST_PROXY (the default)', () => {
  it("believes no client's cf-ipcountry or x-country-code: any client could send them", async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ url: '/payments/get-currency-code/', headers: { 'cf-ipcountry': 'IN', 'x-country-code': 'GB' } });
      expect(response.json()).toEqual({ conversation_amount: 1, country_code: 'US', currency_code: 'USD' });
      // The explicit ?country= (what the browser sends from the shell's /api/country) still counts.
      expect((await plain.app.inject({ url: '/payments/get-currency-code/?country=IN' })).json().currency_code).toBe('INR');
    } finally {
      await plain.close();
    }
  });
});

describe('rates:set arguments', () => {
  it('parses COUNTRY CURRENCY RATE and refuses anything else', () => {
    expect(parseRateArgs(['--', 'de', 'eur', '0.92'])).toEqual({ country: 'DE', currency: 'EUR', rate: 0.92 });
    expect(() => parseRateArgs(['Germany', 'EUR', '1'])).toThrow(/country/);
    expect(() => parseRateArgs(['DE', 'EURO', '1'])).toThrow(/currency/);
    expect(() => parseRateArgs(['DE', 'EUR', '-1'])).toThrow(/rate/);
  });
});

describe('payments/plans/', () => {
  it('lists Basic, Standard and Pro with USD price, what each includes and tokens granted', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/payments/plans/' });
    expect(response.statusCode).toBe(200);
    const { count, results } = response.json();
    expect(count).toBe(3);
    expect(results.map((plan: { name: string }) => plan.name)).toEqual(['Basic', 'Standard', 'Pro']);
    for (const plan of results) {
      expect(plan.price_usd).toBeGreaterThan(0);
      expect(plan.tokens_granted).toBeGreaterThan(0);
      expect(plan.features.length).toBeGreaterThan(2);
    }
  });
});
