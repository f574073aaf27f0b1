import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_dashboard/Tokens`, the page at /tokens: Tokens. */
const Tokens: RemotePage = () => <PageIntro ns={NAMESPACE} page="tokens" />;
export default Tokens;
