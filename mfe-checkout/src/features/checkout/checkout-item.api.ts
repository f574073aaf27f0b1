import { ApiError } from '@ilm/shared/api';
import { fetchCareerPath } from '../career-path';
import { fetchPlans, fetchTokenPacks } from '../pricing';
import { isWellFormedSlug, type CheckoutItemRef, type ItemType } from '../shared/checkout-item';

/** What the order summary shows about the item, all amounts in USD as the API gives them. */
export interface CheckoutItem {
  type: ItemType;
  slug: string;
  name: string;
  priceUsd: number;
  tokens: number;
  /** Plans only: how many months the price covers. */
  periodMonths?: number;
  /** Plan features, or a career path's summary line. */
  details: string[];
}

/** The catalog has nothing under this slug: a 404, as the API would answer it. */
function notFound(item: CheckoutItemRef): ApiError {
  return new ApiError(`There is no ${item.type.replace('_', ' ')} "${item.slug}".`, 404, 'not_found');
}

/** Looks the item up in the catalog (plans, token packs, career paths). */
export async function fetchCheckoutItem(item: CheckoutItemRef): Promise<CheckoutItem> {
  if (!isWellFormedSlug(item.slug)) throw notFound(item);
  if (item.type === 'plan') {
    const plan = (await fetchPlans()).find((candidate) => candidate.slug === item.slug);
    if (!plan) throw notFound(item);
    return { ...item, name: plan.name, priceUsd: plan.price_usd, tokens: plan.tokens_granted, periodMonths: plan.period_months, details: plan.features };
  }
  if (item.type === 'token_pack') {
    const pack = (await fetchTokenPacks()).find((candidate) => candidate.slug === item.slug);
    if (!pack) throw notFound(item);
    return { ...item, name: pack.name, priceUsd: pack.price_usd, tokens: pack.tokens, details: [] };
  }
  const path = await fetchCareerPath(item.slug);
  return { ...item, name: path.title, priceUsd: path.price_usd, tokens: path.tokens_included, details: [path.summary] };
}
