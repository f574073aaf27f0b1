import type { RemotePage } from '@ilm/shared/contracts';
import '../i18n';
import { ResetPasswordPage } from '../pages/reset-password-page';

/** `mfe_auth/ResetPassword`, the page at /auth/reset-password?token=…: choose a new password. */
const ResetPassword: RemotePage = () => <ResetPasswordPage />;
export default ResetPassword;
