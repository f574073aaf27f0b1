import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_checkout/CareerPathPricing`, the page at /career-paths/:slug/pricing: Career path pricing. */
const CareerPathPricing: RemotePage = () => <PageIntro ns={NAMESPACE} page="careerPathPricing" />;
export default CareerPathPricing;
