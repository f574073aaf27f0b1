import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { clearCookie, COOKIE_NAMES } from '@ilm/shared/cookies';
import { $country, chooseCountry, resolveCurrency, startCountryAndCurrencySync } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { API, signIn, setupApiServer } from '../testing/api-mocks';
import { PricingPage } from './pricing-page';

const server = setupApiServer();
let currencyCalls: string[] = [];

function answerCurrency(rates: Record<string, { rate: number; code: string; tax?: number }>) {
  server.use(
    http.get(`${API}payments/get-currency-code/`, ({ request }) => {
      const country = new URL(request.url).searchParams.get('country') ?? '';
      currencyCalls.push(country);
      const rate = rates[country];
      if (!rate) return HttpResponse.json({ message: 'down' }, { status: 500 });
      return HttpResponse.json({
        conversation_amount: rate.rate,
        country_code: country,
        currency_code: rate.code,
        ...(rate.tax !== undefined ? { tax: rate.tax } : {}),
      });
    }),
  );
}

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

beforeEach(() => {
  currencyCalls = [];
  clearCookie(COOKIE_NAMES.countryIsoCode);
  clearCookie(COOKIE_NAMES.countryFixed);
  $country.set('');
});

describe('PricingPage', () => {
  it('shows Basic, Standard and Pro side by side with what each includes and a call to action', async () => {
    await act(() => resolveCurrency('PK'));
    renderWithShell(<PricingPage />, { route: '/pricing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeInTheDocument();
    const standard = await screen.findByRole('article', { name: 'Standard' });
    expect(within(standard).getByText('60 lab tokens included')).toBeInTheDocument();
    expect(within(standard).getByText('Baari AI assistant')).toBeInTheDocument();
    expect(within(standard).getByRole('link', { name: 'Choose Standard' })).toHaveAttribute('href', '/checkout?plan=standard');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(
      expect.arrayContaining(['plan-basic', 'plan-standard', 'plan-pro']),
    );
  });

  it('shows USD ×1 for a visitor from PK without asking the currency API', async () => {
    answerCurrency({});
    await act(() => resolveCurrency('PK'));
    renderWithShell(<PricingPage />);
    expect(await within(await screen.findByRole('article', { name: 'Standard' })).findByText('$39.00')).toBeInTheDocument();
    expect(within(planCard('Basic')).getByText('$19.00')).toBeInTheDocument();
    expect(within(planCard('Standard')).getByText('per month')).toBeInTheDocument();
    expect(screen.getByText('Prices are shown in US dollars.')).toBeInTheDocument();
    expect(currencyCalls).toEqual([]);
  });

  it("converts prices with the rate of the visitor's country (DE → euros)", async () => {
    answerCurrency({ DE: { rate: 0.92, code: 'EUR' } });
    await act(() => resolveCurrency('DE'));
    renderWithShell(<PricingPage />);
    expect(await within(await screen.findByRole('article', { name: 'Standard' })).findByText('€35.88')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByText('€72.68')).toBeInTheDocument();
    expect(screen.getByText('Prices are shown in EUR, converted from US dollars.')).toBeInTheDocument();
  });

  it('falls back to USD ×1 when the currency call fails', async () => {
    answerCurrency({});
    await act(() => resolveCurrency('FR'));
    renderWithShell(<PricingPage />);
    expect(await within(await screen.findByRole('article', { name: 'Standard' })).findByText('$39.00')).toBeInTheDocument();
    expect(currencyCalls).toEqual(['FR', 'FR']); // one retry (docs/rules/api-calls.md#retries), then the fallback
  });

  it('adds the tax to every price and says so', async () => {
    answerCurrency({ DE: { rate: 0.92, code: 'EUR', tax: 10 } });
    await act(() => resolveCurrency('DE'));
    renderWithShell(<PricingPage />);
    // 39 × 0.92 = 35.88, plus 10 % = 39.468
    expect(await within(await screen.findByRole('article', { name: 'Standard' })).findByText('€39.47')).toBeInTheDocument();
    expect(screen.getByText(/They include 10% tax\./)).toBeInTheDocument();
  });

  it('shows a placeholder, never a USD price, until the currency is resolved', async () => {
    renderWithShell(<PricingPage />);
    const standard = await screen.findByRole('article', { name: 'Standard' });
    expect(within(standard).getByText('Loading price')).toBeInTheDocument();
    expect(standard.textContent).not.toMatch(/\$\d/);
  });

  it("follows the header's country picker at once", async () => {
    answerCurrency({ DE: { rate: 0.92, code: 'EUR' }, GB: { rate: 0.79, code: 'GBP' } });
    server.use(http.get('http://localhost:3000/api/country', () => HttpResponse.text('PK')));
    const stop = startCountryAndCurrencySync('http://localhost:3000');
    renderWithShell(<PricingPage />);
    const standard = await screen.findByRole('article', { name: 'Standard' });
    expect(await within(standard).findByText('$39.00')).toBeInTheDocument();
    act(() => chooseCountry('DE'));
    expect(await within(standard).findByText('€35.88')).toBeInTheDocument();
    act(() => chooseCountry('GB'));
    expect(await within(standard).findByText('£30.81')).toBeInTheDocument();
    stop();
  });

  it('lists the token packs below the plans with their price per token', async () => {
    await act(() => resolveCurrency('PK'));
    renderWithShell(<PricingPage />);
    const pack = await screen.findByRole('article', { name: '25 lab tokens' });
    expect(within(pack).getByText('$22.50')).toBeInTheDocument();
    expect(within(pack).getByText('$0.90').closest('p')).toHaveTextContent(/^\$0\.90 per token$/);
    expect(within(pack).getByRole('link', { name: 'Buy 25 lab tokens' })).toHaveAttribute('href', '/checkout?pack=tokens-25');
  });

  it('offers a billing-period switch only when the API sells more than one period', async () => {
    server.use(
      http.get(`${API}payments/plans/`, () =>
        HttpResponse.json({
          count: 2,
          results: [
            { slug: 'standard', name: 'Standard', price_usd: 39, price_usd_cents: 3900, period_months: 1, tokens_granted: 60, features: [] },
            { slug: 'standard-yearly', name: 'Standard', price_usd: 390, price_usd_cents: 39000, period_months: 12, tokens_granted: 720, features: [] },
          ],
        }),
      ),
    );
    await act(() => resolveCurrency('PK'));
    renderWithShell(<PricingPage />);
    const yearly = await screen.findByRole('radio', { name: 'Yearly' });
    expect(await screen.findByText('$39.00')).toBeInTheDocument();
    act(() => yearly.click());
    expect(await screen.findByText('$390.00')).toBeInTheDocument();
    expect(screen.getByText('per year')).toBeInTheDocument();
    expect(screen.queryByText('$39.00')).not.toBeInTheDocument();
  });

  it("marks the signed-in learner's current plan", async () => {
    server.use(http.get(`${API}accounts/profile/`, () => HttpResponse.json({ plan: 'standard', token_balance: 80 })));
    signIn();
    await act(() => resolveCurrency('PK'));
    renderWithShell(<PricingPage />);
    const standard = await screen.findByRole('article', { name: /Standard/ });
    expect(await within(standard).findByText('Your current plan')).toBeInTheDocument();
    expect(within(standard).getByRole('link', { name: 'Renew Standard' })).toBeInTheDocument();
  });

  it('says when the plans cannot be loaded and loads them again on request', async () => {
    let fail = true;
    server.use(http.get(`${API}payments/plans/`, () => (fail ? HttpResponse.json({ message: 'no' }, { status: 500 }) : undefined)));
    await act(() => resolveCurrency('PK'));
    renderWithShell(<PricingPage />);
    expect(await screen.findByText('The plans could not be loaded.')).toBeInTheDocument();
    fail = false;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(screen.getByRole('article', { name: 'Pro' })).toBeInTheDocument());
  });
});
