import type { RemotePage } from '@ilm/shared/contracts';
import '../i18n';
import { ForgetPasswordPage } from '../pages/forget-password-page';

/** `mfe_auth/OldForgetPassword`, the page at /auth/old-forget-password: the legacy link target, same flow. */
const OldForgetPassword: RemotePage = () => <ForgetPasswordPage legacy />;
export default OldForgetPassword;
