import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_checkout/Checkout`, the page at /checkout: Checkout. */
const Checkout: RemotePage = () => <PageIntro ns={NAMESPACE} page="checkout" />;
export default Checkout;
