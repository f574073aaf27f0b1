import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@ilm/shared/config';
import { getCookie, setCookie } from '@ilm/shared/cookies';
import { I18nextProvider, i18n } from '@ilm/shared/i18n';
import { $country } from '@ilm/shared/stores';
import { CurrencyIndicator } from './currency-indicator';
import { resetSessionForTest, renderWithSession } from './session-test-utils';
import { startTestApiServer, type TestApiServer } from '../testing/test-api-server';

let api: TestApiServer;

beforeAll(async () => {
  api = await startTestApiServer();
});
beforeEach(() => {
  resetSessionForTest();
  api.reset();
  setRuntimeConfig({ API_BASE_URL: api.url });
  api.on('GET /payments/get-currency-code/', () => [200, { conversation_amount: 0.92, country_code: 'DE', currency_code: 'EUR' }]);
});
afterAll(() => api.close());

describe('CurrencyIndicator', () => {
  it('shows the currency prices are in and the visitor’s country', async () => {
    setCookie('countryIsoCode', 'PK');
    renderWithSession([{ path: '*', element: <CurrencyIndicator /> }], '/');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveDisplayValue('Pakistan'));
    expect(screen.getByText('Prices in USD')).toBeInTheDocument();
  });

  it('a country picked by hand is marked countryFixed and the currency follows', async () => {
    setCookie('countryIsoCode', 'PK');
    renderWithSession([{ path: '*', element: <CurrencyIndicator /> }], '/');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveDisplayValue('Pakistan'));
    await userEvent.click(screen.getByLabelText('Country'));
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Germany');
    expect($country.get()).toBe('DE');
    expect(getCookie('countryFixed')).toBeDefined();
    expect(getCookie('countryIsoCode')).toBe('DE');
    expect(await screen.findByText('Prices in EUR')).toBeInTheDocument();
  });

  it('names only the country chosen until the visitor reaches for the picker (focus or pointer), then lists every country', async () => {
    setCookie('countryIsoCode', 'PK');
    renderWithSession([{ path: '*', element: <CurrencyIndicator /> }], '/');
    const picker = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(picker).toHaveDisplayValue('Pakistan'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pakistan']);
    picker.focus();
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(200));
    expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument();
    expect(picker).toHaveDisplayValue('Pakistan');
  });

  it('asks an unknown visitor to choose a country', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CurrencyIndicator />
      </I18nextProvider>,
    );
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('Choose your country');
  });
});
