import type { CurrencyState } from '@ilm/shared/stores';
import type { JsonLd } from '@ilm/shared/ui';
import { checkoutHref } from '../shared/checkout-item';
import { priceOffer } from '../shared/offer-json-ld';
import type { Plan, TokenPack } from './pricing.api';

/** What /pricing's structured data needs from the page: the brand, the currency shown, the plans' words. */
export interface PricingJsonLdContext {
  brand: string;
  currency: CurrencyState | null;
  /** "60 lab tokens included", in the page's language. */
  planTokens: (plan: Plan) => string;
}

/** Each plan and each token pack of /pricing as a `Product` with its `Offer`, priced as the page shows it. */
export function pricingJsonLd(plans: Plan[], packs: TokenPack[], context: PricingJsonLdContext): JsonLd[] {
  const brand = { '@type': 'Brand', name: context.brand };
  return [
    ...plans.map((plan) => ({
      '@type': 'Product',
      name: plan.name,
      description: context.planTokens(plan),
      brand,
      offers: priceOffer(plan.price_usd, context.currency, checkoutHref({ type: 'plan', slug: plan.slug })),
    })),
    ...packs.map((pack) => ({
      '@type': 'Product',
      name: pack.name,
      brand,
      offers: priceOffer(pack.price_usd, context.currency, checkoutHref({ type: 'token_pack', slug: pack.slug })),
    })),
  ];
}
