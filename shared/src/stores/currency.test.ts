import { cleanStores } from 'nanostores';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '../config/runtime-config';
import { $currency, $currencyReady, DEFAULT_CURRENCY, resolveCurrency, setCurrency } from './currency';

const API = 'http://api.test/';
const server = setupServer();
const asked: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  setRuntimeConfig({ API_BASE_URL: API });
  server.use(
    http.get(`${API}payments/get-currency-code/`, ({ request }) => {
      const country = new URL(request.url).searchParams.get('country');
      asked.push(String(country));
      if (country === 'DE') return HttpResponse.json({ conversation_amount: 0.92, country_code: 'DE', currency_code: 'EUR' });
      return HttpResponse.json({ message: 'no rate' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  cleanStores($currency, $currencyReady);
  $currency.set(DEFAULT_CURRENCY);
  $currencyReady.set(false);
});
afterAll(() => server.close());

describe('currency', () => {
  it('for PK the currency is 1 and the code USD, without a call', async () => {
    await expect(resolveCurrency('PK')).resolves.toMatchObject({ currency: 1, currencyCode: 'USD', countryCode: 'PK' });
    expect($currency.get()).toEqual({ currency: 1, currencyCode: 'USD', currencyTax: 0 });
    expect(asked).toEqual([]);
    expect($currencyReady.get()).toBe(true);
  });

  it('another country reads conversation_amount, country_code and currency_code', async () => {
    await expect(resolveCurrency('DE')).resolves.toMatchObject({ currency: 0.92, currencyCode: 'EUR', countryCode: 'DE' });
    expect($currency.get()).toEqual({ currency: 0.92, currencyCode: 'EUR', currencyTax: 0 });
    expect(asked).toEqual(['DE']);
  });

  it('a failed currency call falls back to conversion 1, country US, code USD', async () => {
    $currency.set({ currency: 0.92, currencyCode: 'EUR', currencyTax: 0 });
    await expect(resolveCurrency('ZW')).resolves.toEqual({ currency: 1, currencyCode: 'USD', currencyTax: 0, countryCode: 'US' });
    expect($currency.get()).toEqual({ currency: 1, currencyCode: 'USD', currencyTax: 0 });
  });

  it('an answer without a usable rate falls back to USD as well', async () => {
    server.use(http.get(`${API}payments/get-currency-code/`, () => HttpResponse.json({ currency_code: 'EUR' })));
    await expect(resolveCurrency('FR')).resolves.toMatchObject({ currency: 1, currencyCode: 'USD', countryCode: 'US' });
  });

  it('the same currency resolved again notifies no one: prices drawn with it are not drawn anew', async () => {
    setCurrency({ currency: 0.92, currencyCode: 'EUR', currencyTax: 0 });
    const seen: unknown[] = [];
    const stop = $currency.listen((value) => seen.push(value));
    await resolveCurrency('DE');
    expect(seen).toEqual([]);
    await resolveCurrency('PK');
    expect(seen).toEqual([{ currency: 1, currencyCode: 'USD', currencyTax: 0 }]);
    stop();
  });

  it('keeps the answer for the most recently asked country', async () => {
    await Promise.all([resolveCurrency('DE'), resolveCurrency('PK')]);
    expect($currency.get().currencyCode).toBe('USD');
  });
});
