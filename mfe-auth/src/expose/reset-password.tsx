import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_auth/ResetPassword`, the page at /auth/reset-password: Choose a new password. */
const ResetPassword: RemotePage = () => <PageIntro ns={NAMESPACE} page="resetPassword" />;
export default ResetPassword;
