import type { ConsultingOfferList } from '@ilm/contract';
import { api } from '@ilm/shared/api';
import { fetchCareerPaths } from './catalog.api';

/** Every career path's page parameters, for the sitemap (`/career-paths/:slug`). */
export const careerPathPages = async () => (await fetchCareerPaths()).map(({ slug }) => ({ slug }));

/** Every consulting offer's page parameters, for the sitemap (`/consulting/:slug`). */
export const consultingOfferPages = async () => (await api<ConsultingOfferList>('catalog/consulting/')).results.map(({ slug }) => ({ slug }));
