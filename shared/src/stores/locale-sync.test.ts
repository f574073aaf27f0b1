import { cleanStores } from 'nanostores';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '../config/runtime-config';
import { clearCookie } from '../cookies/cookies';
import { $country, chooseCountry } from './country';
import { $currency, $currencyReady, DEFAULT_CURRENCY } from './currency';
import { startCountryAndCurrencySync } from './locale-sync';

const API = 'http://api.test/';
const server = setupServer();
const currencyAsks: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  currencyAsks.length = 0;
  setRuntimeConfig({ API_BASE_URL: API });
  server.use(
    http.get('http://localhost:3000/api/country', () => new HttpResponse('DE', { headers: { 'content-type': 'text/plain' } })),
    http.get(`${API}payments/get-currency-code/`, ({ request }) => {
      const country = new URL(request.url).searchParams.get('country') ?? '';
      currencyAsks.push(country);
      const rates: Record<string, [number, string]> = { DE: [0.92, 'EUR'], AE: [3.67, 'AED'] };
      const [rate, code] = rates[country] ?? [0, ''];
      return rate ? HttpResponse.json({ conversation_amount: rate, country_code: country, currency_code: code }) : HttpResponse.error();
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  clearCookie('countryIsoCode');
  clearCookie('countryFixed');
  cleanStores($country, $currency, $currencyReady);
  $country.set('');
  $currency.set(DEFAULT_CURRENCY);
  $currencyReady.set(false);
});
afterAll(() => server.close());

describe('startCountryAndCurrencySync', () => {
  it('resolves the country from /api/country, then its currency, and again when the country changes', async () => {
    const stop = startCountryAndCurrencySync('http://localhost:3000');
    await waitForValue(() => $currency.get().currencyCode, 'EUR');
    expect($country.get()).toBe('DE');

    chooseCountry('AE');
    await waitForValue(() => $currency.get().currencyCode, 'AED');

    chooseCountry('PK');
    await waitForValue(() => $currency.get().currencyCode, 'USD');
    expect(currencyAsks).toEqual(['DE', 'AE']);
    stop();

    chooseCountry('DE');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($currency.get().currencyCode).toBe('USD');
  });
});

async function waitForValue<T>(read: () => T, expected: T, timeoutMs = 1_000): Promise<void> {
  const started = Date.now();
  while (read() !== expected) {
    if (Date.now() - started > timeoutMs) throw new Error(`still ${String(read())}, expected ${String(expected)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
