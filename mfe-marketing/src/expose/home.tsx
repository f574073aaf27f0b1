import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_marketing/Home`, the page at /: Learn cloud and security by doing. */
const Home: RemotePage = () => <PageIntro ns={NAMESPACE} page="home" />;
export default Home;
