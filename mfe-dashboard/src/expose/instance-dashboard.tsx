import type { RemotePage } from '@ilm/shared/contracts';
import { InstanceDashboardPage } from '../pages/instance-dashboard-page';

/** `mfe_dashboard/InstanceDashboard`, the page at /instance-dashboard[?id=]: the running lab. */
const InstanceDashboard: RemotePage = () => <InstanceDashboardPage />;
export default InstanceDashboard;
