import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/privacy-policy: Privacy policy. */
const HiddenPrivacyPolicy: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenPrivacyPolicy" />;
export default HiddenPrivacyPolicy;
