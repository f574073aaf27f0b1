import type { RemotePage } from '@ilm/shared/contracts';
import { InstancesPage } from '../pages/instances-page';

/** `mfe_dashboard/Instances`, the page at /dashboard/instances: every lab instance with status filters. */
const Instances: RemotePage = () => <InstancesPage />;
export default Instances;
