import { queryOptions } from '@ilm/shared/query';
import { fetchConsultingOffer, fetchConsultingOffers } from './consulting.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
const CONSULTING = ['mfe-marketing', 'catalog', 'consulting'] as const;

export const consultingOffersQuery = () => queryOptions({ queryKey: [...CONSULTING], queryFn: fetchConsultingOffers });

export const consultingOfferQuery = (slug: string) => queryOptions({ queryKey: [...CONSULTING, slug], queryFn: () => fetchConsultingOffer(slug) });
