import type { RemotePage } from '@ilm/shared/contracts';
import { PricingPage } from '../pages/pricing-page';

/** `mfe_checkout/Pricing`, the page at /pricing: the plans and token packs in the visitor's currency. */
const Pricing: RemotePage = () => <PricingPage />;
export default Pricing;
