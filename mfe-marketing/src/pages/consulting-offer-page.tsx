import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /consulting/:slug: Consulting offer. */
const ConsultingOffer: RemotePage = () => <PageIntro ns={NAMESPACE} page="consultingOffer" />;
export default ConsultingOffer;
