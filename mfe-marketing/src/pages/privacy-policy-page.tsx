import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /privacy-and-policy: Privacy policy. */
const PrivacyPolicy: RemotePage = () => <PageIntro ns={NAMESPACE} page="privacyPolicy" />;
export default PrivacyPolicy;
