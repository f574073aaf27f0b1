import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/platform-overview: Platform overview. */
const HiddenPlatformOverview: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenPlatformOverview" />;
export default HiddenPlatformOverview;
