import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /about-us: About us. */
const AboutUs: RemotePage = () => <PageIntro ns={NAMESPACE} page="aboutUs" />;
export default AboutUs;
