import type { ConsultingOffer, ConsultingOfferList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A consulting offer as the catalog gives it, typed by the contract. */
export type { ConsultingOffer };

export const fetchConsultingOffers = async () => (await api<ConsultingOfferList>('catalog/consulting/')).results;
export const fetchConsultingOffer = (slug: string) => api<ConsultingOffer>(`catalog/consulting/${encodeURIComponent(slug)}/`);
