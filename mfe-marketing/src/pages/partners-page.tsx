import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** The page at /partners-and-providers: Partners and providers. */
const Partners: RemotePage = () => <PageIntro ns={NAMESPACE} page="partners" />;
export default Partners;
