import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/for-individuals: For individuals. */
const HiddenForIndividuals: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenForIndividuals" />;
export default HiddenForIndividuals;
