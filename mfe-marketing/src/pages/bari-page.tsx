import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /bari: Ask Baari. */
const Bari: RemotePage = () => <PageIntro ns={NAMESPACE} page="bari" />;
export default Bari;
