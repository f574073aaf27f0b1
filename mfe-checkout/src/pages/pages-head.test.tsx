import { act, screen } from '@testing-library/react';
import { setLanguage } from '@ilm/shared/i18n';
import { setCurrency } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { checkoutAr } from '../i18n/checkout.ar';
import { checkoutEn } from '../i18n/checkout.en';
import { careerPath, setupApiServer } from '../testing/api-mocks';
import { CareerPathPricingPage } from './career-path-pricing-page';
import { CheckoutPage } from './checkout-page';
import { PricingPage } from './pricing-page';

setupApiServer();
beforeEach(() => {
  document.head.innerHTML = '';
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const jsonLd = () => {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  return script ? JSON.parse(script.textContent ?? '') : undefined;
};

async function inArabic(test: () => Promise<void>) {
  await act(() => setLanguage('ar', { remember: false }));
  try {
    await test();
  } finally {
    await act(() => setLanguage('en', { remember: false }));
  }
}

describe('the head of /pricing', () => {
  it('describes the page in its language', async () => {
    const { unmount } = renderWithShell(<PricingPage />, { route: '/pricing' });
    expect(description()).toBe(checkoutEn.pricing.intro);
    unmount();
    await inArabic(async () => {
      renderWithShell(<PricingPage />, { route: '/pricing' });
      expect(description()).toBe(checkoutAr.pricing.intro);
    });
  });

  it('offers every plan and token pack at the price and in the currency the page shows', async () => {
    act(() => setCurrency({ currency: 0.92, currencyCode: 'EUR', currencyTax: 0 }));
    renderWithShell(<PricingPage />, { route: '/pricing' });
    await screen.findByRole('article', { name: 'Standard' });
    expect(await screen.findByText('€35.88')).toBeInTheDocument();
    const products = jsonLd();
    expect(products.map((product: { name: string }) => product.name)).toEqual(['Basic', 'Standard', 'Pro', '10 lab tokens', '25 lab tokens']);
    expect(products.every((product: { '@type': string }) => product['@type'] === 'Product')).toBe(true);
    expect(products[1]).toMatchObject({
      description: '60 lab tokens included',
      brand: { '@type': 'Brand', name: 'Ilm Cloud' },
      offers: { '@type': 'Offer', price: 35.88, priceCurrency: 'EUR', url: '/checkout?plan=standard' },
    });
    expect(products[4].offers).toEqual({ '@type': 'Offer', price: 20.7, priceCurrency: 'EUR', url: '/checkout?pack=tokens-25' });
  });

  it('adds the tax the page adds', async () => {
    act(() => setCurrency({ currency: 1, currencyCode: 'USD', currencyTax: 10 }));
    renderWithShell(<PricingPage />, { route: '/pricing' });
    await screen.findByRole('article', { name: 'Standard' });
    expect(jsonLd()[1].offers).toMatchObject({ price: 42.9, priceCurrency: 'USD' });
  });
});

describe('the head of /checkout', () => {
  it('describes the page in its language, with no structured data', async () => {
    const { unmount } = renderWithShell(<CheckoutPage />, { route: '/checkout' });
    expect(description()).toBe(checkoutEn.checkout.intro);
    expect(jsonLd()).toBeUndefined();
    unmount();
    await inArabic(async () => {
      renderWithShell(<CheckoutPage />, { route: '/checkout' });
      expect(description()).toBe(checkoutAr.checkout.intro);
    });
  });
});

describe('the head of a career path’s pricing page', () => {
  it('describes the path’s price in the page’s language and offers it in the currency shown', async () => {
    act(() => setCurrency({ currency: 1, currencyCode: 'USD', currencyTax: 0 }));
    renderWithShell(<CareerPathPricingPage slug={careerPath.slug} />);
    await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' });
    expect(description()).toBe('What the Cloud Engineer career path costs in your currency, and everything it includes.');
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Cloud Engineer',
      description: careerPath.summary,
      offers: { '@type': 'Offer', price: 299, priceCurrency: 'USD', url: '/checkout?path=cloud-engineer' },
    });
  });

  it('describes the path’s price in Arabic', async () => {
    await inArabic(async () => {
      renderWithShell(<CareerPathPricingPage slug={careerPath.slug} />);
      await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' });
      expect(description()).toBe('سعر المسار المهني Cloud Engineer بعملتك، وكل ما يتضمنه.');
    });
  });

  it('describes a pricing page while the path is not found, without structured data', async () => {
    renderWithShell(<CareerPathPricingPage slug="no-such-path" />);
    await screen.findByRole('heading', { level: 1, name: 'Career path not found' });
    expect(description()).toBe(checkoutEn.careerPathPricing.intro);
    expect(jsonLd()).toBeUndefined();
  });
});
