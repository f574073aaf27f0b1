import type { RemotePage } from '@ilm/shared/contracts';
import '../i18n';
import { ForgetPasswordPage } from '../pages/forget-password-page';

/** `mfe_auth/ForgetPassword`, the page at /auth/forget-password: ask for a reset link. */
const ForgetPassword: RemotePage = () => <ForgetPasswordPage />;
export default ForgetPassword;
