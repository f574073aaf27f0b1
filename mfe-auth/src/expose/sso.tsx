import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_auth/Sso`, the page at /auth/sso: Signing you in. */
const Sso: RemotePage = () => <PageIntro ns={NAMESPACE} page="sso" />;
export default Sso;
