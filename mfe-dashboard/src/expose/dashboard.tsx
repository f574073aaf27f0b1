import type { RemotePage } from '@ilm/shared/contracts';
import { DashboardPage } from '../pages/dashboard-page';

/** `mfe_dashboard/Dashboard`, the page at /dashboard: running labs, balance, recommended labs, career paths, history. */
const Dashboard: RemotePage = () => <DashboardPage />;
export default Dashboard;
