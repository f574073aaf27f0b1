import { useTranslation } from '@ilm/shared/i18n';
import { PageHead } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { ConfirmEmail } from '../features/confirm-email/confirm-email';

/**
 * /auth/confirm-email?token=… (the link of the confirmation mail), on the default layout and public:
 * the link is opened signed in or not, on any device.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHead description={t('confirmEmail.description')} />
      <ConfirmEmail />
    </>
  );
}

export default ConfirmEmailPage;
