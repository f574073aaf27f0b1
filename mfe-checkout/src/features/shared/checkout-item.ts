import type { OrderItemType } from '@ilm/contract';
import { href } from '@ilm/shared/routes';

/** What the order API sells (`item_type` of `POST payments/orders/`): the contract's list. */
export type ItemType = OrderItemType;

/** The thing a checkout URL asks to buy. */
export interface CheckoutItemRef {
  type: ItemType;
  slug: string;
}

/** The query parameter of /checkout for each item type: `?plan=`, `?pack=`, `?path=`. */
export const QUERY_KEYS: Record<ItemType, string> = { plan: 'plan', token_pack: 'pack', career_path: 'path' };

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * Reads the item from /checkout's query (`?plan=standard`, `?pack=tokens-25`, `?path=cloud-engineer`).
 * Returns null when none is named; a malformed slug is kept, so the page can say it was not found.
 */
export function readCheckoutItem(params: URLSearchParams): CheckoutItemRef | null {
  for (const type of Object.keys(QUERY_KEYS) as ItemType[]) {
    const value = params.get(QUERY_KEYS[type])?.trim();
    if (value) return { type, slug: value.toLowerCase() };
  }
  return null;
}

/** True when the slug can name something in the catalog (the API's own slug rule). */
export function isWellFormedSlug(slug: string): boolean {
  return SLUG.test(slug);
}

/** The checkout URL for an item, e.g. `/checkout?plan=standard`. */
export function checkoutHref(item: CheckoutItemRef): string {
  return `${href('checkout')}?${new URLSearchParams({ [QUERY_KEYS[item.type]]: item.slug }).toString()}`;
}
