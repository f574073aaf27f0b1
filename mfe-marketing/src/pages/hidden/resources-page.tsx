import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/resources: Resources. */
const HiddenResources: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenResources" />;
export default HiddenResources;
