import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/platform-cloud-playground: Cloud playground. */
const HiddenPlatformCloudPlayground: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenPlatformCloudPlayground" />;
export default HiddenPlatformCloudPlayground;
