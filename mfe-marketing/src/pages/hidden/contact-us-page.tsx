import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/contact-us: Contact us. */
const HiddenContactUs: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenContactUs" />;
export default HiddenContactUs;
