import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_auth/OldForgetPassword`, the page at /auth/old-forget-password: Forgot your password?. */
const OldForgetPassword: RemotePage = () => <PageIntro ns={NAMESPACE} page="oldForgetPassword" />;
export default OldForgetPassword;
