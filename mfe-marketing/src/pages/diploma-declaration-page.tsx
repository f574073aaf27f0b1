import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /diploma-declaration: Diploma declaration. */
const DiplomaDeclaration: RemotePage = () => <PageIntro ns={NAMESPACE} page="diplomaDeclaration" />;
export default DiplomaDeclaration;
