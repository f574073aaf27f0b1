import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_auth/ForgetPassword`, the page at /auth/forget-password: Forgot your password?. */
const ForgetPassword: RemotePage = () => <PageIntro ns={NAMESPACE} page="forgetPassword" />;
export default ForgetPassword;
