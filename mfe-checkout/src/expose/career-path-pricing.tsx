import type { RemotePage } from '@ilm/shared/contracts';
import { CareerPathPricingPage } from '../pages/career-path-pricing-page';

/** `mfe_checkout/CareerPathPricing`, the page at /career-path(s)/:slug/pricing: the path's price and contents. */
const CareerPathPricing: RemotePage = ({ params }) => <CareerPathPricingPage slug={params.slug ?? ''} />;
export default CareerPathPricing;
