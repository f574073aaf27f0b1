import { cleanStores } from 'nanostores';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from '@ilm/shared/i18n';
import { i18n } from '../../i18n/i18n';
import { $currency, $currencyReady, DEFAULT_CURRENCY, setCurrency } from '../../stores/currency';
import { convertPrice, formatPrice } from './format-price';
import { Price } from './price';

afterEach(() => {
  cleanStores($currency, $currencyReady);
  $currency.set(DEFAULT_CURRENCY);
  $currencyReady.set(false);
});

describe('formatPrice', () => {
  it('multiplies the USD amount by the currency and adds the tax', () => {
    expect(convertPrice(100, { currency: 2, currencyCode: 'EUR', currencyTax: 10 })).toBeCloseTo(220);
    expect(formatPrice(100, { currency: 0.5, currencyCode: 'EUR', currencyTax: 20 }, 'en')).toBe('€60.00');
  });

  it('with the defaults (×1, USD, tax 0) the price is the USD amount', () => {
    expect(formatPrice(29, DEFAULT_CURRENCY, 'en')).toBe('$29.00');
  });

  it('writes the amount in the currency code and the given language', () => {
    expect(formatPrice(10, { currency: 280, currencyCode: 'PKR', currencyTax: 0 }, 'en')).toMatch(/^PKR\s2,800(\.00)?$/);
    expect(formatPrice(10, { currency: 1, currencyCode: 'EUR', currencyTax: 0 }, 'de').replace(/\s/g, ' ')).toBe('10,00 €');
  });

  it.each([
    ['en', '$19.00', '€17.10', 'PKR 5,320'],
    ['ar', '\u200f19.00 US$', '\u200f17.10 €', '\u200f5,320 PKR'],
    ['ur', '$19.00', '€17.10', 'Rs 5,320'],
  ])('writes prices the way %s writes them (Intl)', (language, usd, eur, pkr) => {
    const write = (currency: number, currencyCode: string) => formatPrice(19, { currency, currencyCode, currencyTax: 0 }, language).replace(/\s/g, ' ');
    expect([write(1, 'USD'), write(0.9, 'EUR'), write(280, 'PKR')]).toEqual([usd, eur, pkr]);
  });
});

describe('Price', () => {
  function renderPrice(amount: number) {
    return render(
      <I18nextProvider i18n={i18n}>
        <p>
          Basic <Price amount={amount} />
        </p>
      </I18nextProvider>,
    );
  }

  it('shows a placeholder until the currency is resolved, then the converted price', () => {
    renderPrice(50);
    expect(screen.getByText('Basic').textContent).not.toContain('$');
    act(() => setCurrency({ currency: 0.9, currencyCode: 'EUR', currencyTax: 0 }));
    expect(screen.getByText('€45.00')).toBeInTheDocument();
  });

  it('follows a currency change at once', () => {
    setCurrency(DEFAULT_CURRENCY);
    renderPrice(20);
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    act(() => setCurrency({ currency: 1, currencyCode: 'USD', currencyTax: 5 }));
    expect(screen.getByText('$21.00')).toBeInTheDocument();
  });

  it('is isolated from the words around it, so after Urdu words "$49.00" keeps its order (not "49.00$")', () => {
    setCurrency(DEFAULT_CURRENCY);
    renderPrice(49);
    expect(screen.getByText('$49.00').tagName).toBe('BDI');
  });
});
