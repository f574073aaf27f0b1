import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_marketing/CareerPath`, the page at /career-paths/:slug: Career path. */
const CareerPath: RemotePage = () => <PageIntro ns={NAMESPACE} page="careerPath" />;
export default CareerPath;
