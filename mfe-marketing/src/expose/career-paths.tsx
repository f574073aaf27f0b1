import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_marketing/CareerPaths`, the page at /career-paths: Career paths. */
const CareerPaths: RemotePage = () => <PageIntro ns={NAMESPACE} page="careerPaths" />;
export default CareerPaths;
