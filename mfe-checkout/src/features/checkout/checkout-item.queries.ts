import { queryOptions } from '@ilm/shared/query';
import type { CheckoutItemRef } from '../shared/checkout-item';
import { fetchCheckoutItem } from './checkout-item.api';

/** What is being bought, looked up in the catalog. */
export const checkoutItemQuery = (item: CheckoutItemRef) =>
  queryOptions({ queryKey: ['mfe-checkout', 'checkout-item', item.type, item.slug], queryFn: () => fetchCheckoutItem(item) });
