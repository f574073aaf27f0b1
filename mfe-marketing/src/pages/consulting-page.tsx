import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /consulting: Consulting. */
const Consulting: RemotePage = () => <PageIntro ns={NAMESPACE} page="consulting" />;
export default Consulting;
