import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/hands-on-labs: Hands-on labs. */
const HiddenHandsOnLabs: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenHandsOnLabs" />;
export default HiddenHandsOnLabs;
