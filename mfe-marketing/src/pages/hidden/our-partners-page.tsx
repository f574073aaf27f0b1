import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/our-partners: Our partners. */
const HiddenOurPartners: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenOurPartners" />;
export default HiddenOurPartners;
