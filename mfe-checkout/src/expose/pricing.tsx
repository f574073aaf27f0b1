import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_checkout/Pricing`, the page at /pricing: Plans and pricing. */
const Pricing: RemotePage = () => <PageIntro ns={NAMESPACE} page="pricing" />;
export default Pricing;
