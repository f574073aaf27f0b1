import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /cif: Candidate information. */
const Cif: RemotePage = () => <PageIntro ns={NAMESPACE} page="cif" />;
export default Cif;
