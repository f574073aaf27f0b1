import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/globalReskillingProgram: Global reskilling program. */
const HiddenGlobalReskillingProgram: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenGlobalReskillingProgram" />;
export default HiddenGlobalReskillingProgram;
