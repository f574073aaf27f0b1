import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_marketing/Cif`, the page at /cif: Candidate information. */
const Cif: RemotePage = () => <PageIntro ns={NAMESPACE} page="cif" />;
export default Cif;
