import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_marketing/HiddenOurPartners`, the page at /hidden/our-partners: Our partners. */
const HiddenOurPartners: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenOurPartners" />;
export default HiddenOurPartners;
