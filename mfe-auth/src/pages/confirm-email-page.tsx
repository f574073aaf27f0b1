import '../i18n';
import { ConfirmEmail } from '../features/confirm-email/confirm-email';

/**
 * /auth/confirm-email?token=… (the link of the confirmation mail), on the default layout and public:
 * the link is opened signed in or not, on any device.
 */
export function ConfirmEmailPage() {
  return <ConfirmEmail />;
}

export default ConfirmEmailPage;
