import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /terms-and-conditions: Terms and conditions. */
const Terms: RemotePage = () => <PageIntro ns={NAMESPACE} page="terms" />;
export default Terms;
