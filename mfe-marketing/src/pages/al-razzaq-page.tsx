import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /al-razzaq: Job placement and internships. */
const AlRazzaq: RemotePage = () => <PageIntro ns={NAMESPACE} page="alRazzaq" />;
export default AlRazzaq;
