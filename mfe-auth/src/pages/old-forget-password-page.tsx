import { ForgetPasswordPage } from './forget-password-page';

/** /auth/old-forget-password: the target of links sent before the new page, the same flow. */
export default function OldForgetPasswordPage() {
  return <ForgetPasswordPage legacy />;
}
