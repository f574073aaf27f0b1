import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/about: About. */
const HiddenAbout: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenAbout" />;
export default HiddenAbout;
