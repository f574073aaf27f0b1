import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /cif-form: Candidate information form. */
const CifForm: RemotePage = () => <PageIntro ns={NAMESPACE} page="cifForm" />;
export default CifForm;
