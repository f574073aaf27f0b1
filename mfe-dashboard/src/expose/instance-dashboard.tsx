import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_dashboard/InstanceDashboard`, the page at /instance-dashboard: Running lab. */
const InstanceDashboard: RemotePage = () => <PageIntro ns={NAMESPACE} page="instanceDashboard" />;
export default InstanceDashboard;
