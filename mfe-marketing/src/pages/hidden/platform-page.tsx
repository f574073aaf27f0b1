import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/platform: Platform. */
const HiddenPlatform: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenPlatform" />;
export default HiddenPlatform;
