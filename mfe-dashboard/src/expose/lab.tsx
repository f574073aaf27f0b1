import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_dashboard/Lab`, the page at /labs/:slug: Hands-on lab. */
const Lab: RemotePage = () => <PageIntro ns={NAMESPACE} page="lab" />;
export default Lab;
