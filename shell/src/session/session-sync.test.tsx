import { act, screen, waitFor } from '@testing-library/react';
import { Link } from '@ilm/shared/router';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@ilm/shared/config';
import { setCookie, setTokenCookies } from '@ilm/shared/cookies';
import { $auth, $currency, $currencyReady, chooseCountry } from '@ilm/shared/stores';
import { resetSessionForTest, renderWithSession, TEST_USER } from './session-test-utils';
import { startTestApiServer, type TestApiServer } from '../testing/test-api-server';

let api: TestApiServer;

const ROUTES = [
  {
    path: '*',
    element: (
      <nav>
        <Link to="/prices">Prices</Link>
        <Link to="/items/aws">Item</Link>
      </nav>
    ),
  },
];

const calls = (path: string) => api.seen.filter((request) => request.path.startsWith(path));

beforeAll(async () => {
  api = await startTestApiServer();
});
beforeEach(() => {
  resetSessionForTest();
  api.reset();
  setRuntimeConfig({ API_BASE_URL: api.url });
  api.on('GET /accounts/get-user/', () => [200, TEST_USER]);
  api.on('GET /payments/get-currency-code/', ({ path }) =>
    path.endsWith('country=DE') ? [200, { conversation_amount: 0.92, country_code: 'DE', currency_code: 'EUR' }] : [503, { message: 'rates unavailable' }],
  );
});
afterAll(() => api.close());

describe('SessionSync', () => {
  it('the get-user check runs on every navigation when an access_token cookie exists', async () => {
    setCookie('countryIsoCode', 'PK');
    setTokenCookies('access-1', 'refresh-1');
    renderWithSession(ROUTES, '/');
    await waitFor(() => expect($auth.get().isAuthenticated).toBe(true));
    await userEvent.click(screen.getByRole('link', { name: 'Prices' }));
    await waitFor(() => expect(calls('/accounts/get-user/')).toHaveLength(2));
    await userEvent.click(screen.getByRole('link', { name: 'Item' }));
    await waitFor(() => expect(calls('/accounts/get-user/')).toHaveLength(3));
    expect(calls('/accounts/get-user/').every((request) => request.authorization === 'Bearer access-1')).toBe(true);
    expect($auth.get().user).toEqual(TEST_USER);
  });

  it('without an access_token cookie no get-user call is made', async () => {
    setCookie('countryIsoCode', 'PK');
    renderWithSession(ROUTES, '/');
    await userEvent.click(screen.getByRole('link', { name: 'Prices' }));
    await waitFor(() => expect($currencyReady.get()).toBe(true));
    expect(calls('/accounts/get-user/')).toHaveLength(0);
  });

  it('for the country PK the currency is 1 USD, without a currency call', async () => {
    setCookie('countryIsoCode', 'PK');
    renderWithSession(ROUTES, '/');
    await waitFor(() => expect($currencyReady.get()).toBe(true));
    expect($currency.get()).toEqual({ currency: 1, currencyCode: 'USD', currencyTax: 0 });
    expect(calls('/payments/get-currency-code/')).toHaveLength(0);
  });

  it('another country is priced by GET payments/get-currency-code/', async () => {
    setCookie('countryIsoCode', 'DE');
    renderWithSession(ROUTES, '/');
    await waitFor(() => expect($currency.get().currencyCode).toBe('EUR'));
    expect($currency.get().currency).toBe(0.92);
    expect(calls('/payments/get-currency-code/')).toHaveLength(1);
  });

  it('a failed currency call falls back to 1 USD', async () => {
    setCookie('countryIsoCode', 'FR');
    renderWithSession(ROUTES, '/');
    await waitFor(() => expect($currencyReady.get()).toBe(true));
    expect($currency.get()).toEqual({ currency: 1, currencyCode: 'USD', currencyTax: 0 });
    expect(calls('/payments/get-currency-code/')).toHaveLength(2); // a GET 503 is retried once
  });

  it('the currency is resolved again when the country changes', async () => {
    setCookie('countryIsoCode', 'PK');
    renderWithSession(ROUTES, '/');
    await waitFor(() => expect($currencyReady.get()).toBe(true));
    act(() => chooseCountry('DE'));
    await waitFor(() => expect($currency.get().currencyCode).toBe('EUR'));
    act(() => chooseCountry('PK'));
    await waitFor(() => expect($currency.get().currencyCode).toBe('USD'));
    expect(calls('/payments/get-currency-code/')).toHaveLength(1);
  });
});
