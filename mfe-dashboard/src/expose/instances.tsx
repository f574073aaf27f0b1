import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_dashboard/Instances`, the page at /dashboard/instances: Lab instances. */
const Instances: RemotePage = () => <PageIntro ns={NAMESPACE} page="instances" />;
export default Instances;
