import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_dashboard/Dashboard`, the page at /dashboard: Your dashboard. */
const Dashboard: RemotePage = () => <PageIntro ns={NAMESPACE} page="dashboard" />;
export default Dashboard;
