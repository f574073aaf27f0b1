import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /al-baari: Baari, your AI learning assistant. */
const AlBaari: RemotePage = () => <PageIntro ns={NAMESPACE} page="alBaari" />;
export default AlBaari;
