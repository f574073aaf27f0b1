import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setRuntimeConfig } from '@ilm/shared/config';
import { setSitePages } from '@ilm/shared/routes';
import { setupApiServer } from '../../testing/api-mocks';
import { mountPricingWidget } from './mount-pricing-widget';

const server = setupApiServer();
const EMBED_API = 'https://api.ilm.example/';

// On another site no shell hands the site's pages over: the widget starts with none.
beforeEach(() => setSitePages([]));
afterEach(() => {
  setRuntimeConfig({ API_BASE_URL: 'http://localhost:8000/' });
  setSitePages(globalThis.__ILM_SITE_PAGES__ ?? []);
});

describe('mountPricingWidget', () => {
  it('draws the plans from the given API in the visitor’s currency, with buttons to the site’s checkout', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${EMBED_API}payments/plans/`, () =>
        HttpResponse.json({
          count: 1,
          results: [
            {
              slug: 'standard',
              name: 'Standard',
              price_usd: 39,
              price_usd_cents: 3900,
              period_months: 1,
              tokens_granted: 60,
              features: ['Baari AI assistant'],
            },
          ],
        }),
      ),
      http.get(`${EMBED_API}payments/get-currency-code/`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ conversation_amount: 0.92, country_code: 'DE', currency_code: 'EUR' });
      }),
    );
    const element = document.createElement('div');
    document.body.append(element);
    let unmount = () => {};
    act(() => {
      unmount = mountPricingWidget(element, { siteUrl: 'https://ilm.example', apiBaseUrl: EMBED_API, showPacks: false });
    });
    const card = await screen.findByRole('article', { name: 'Standard' });
    expect(await within(card).findByText('€35.88')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose Standard' })).toHaveAttribute('href', 'https://ilm.example/checkout?plan=standard');
    expect(screen.queryByRole('heading', { name: 'Token packs' })).not.toBeInTheDocument();
    expect(asked).toEqual(['']);
    act(() => unmount());
    await waitFor(() => expect(element).toBeEmptyDOMElement());
    element.remove();
  });

  it('refuses to start without the site and API addresses', () => {
    expect(() => mountPricingWidget(document.createElement('div'), { siteUrl: '', apiBaseUrl: '' })).toThrow(/siteUrl and apiBaseUrl/);
  });
});

describe('the pricing-widget.js script', () => {
  it('exposes the same call and draws the table once its code has loaded', async () => {
    const { mountPricingWidget: mountFromScript } = await import('../../widget');
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountFromScript(element, { siteUrl: 'https://ilm.example', apiBaseUrl: 'http://localhost:8000/', country: 'PK' });
    const card = await screen.findByRole('article', { name: 'Pro' });
    expect(await within(card).findByText('$79.00')).toBeInTheDocument();
    act(() => unmount());
    await waitFor(() => expect(element).toBeEmptyDOMElement());
    element.remove();
    expect(() => mountFromScript(element, { siteUrl: '', apiBaseUrl: '' })).toThrow();
  });
});
