import { useSearchParams } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { PageHead, PageIntro } from '@ilm/shared/ui';
import { ResetPasswordForm } from '../features/password-reset/reset-password-form';
import { NAMESPACE } from '../i18n';

/** /auth/reset-password?token=… (the link of the reset mail). */
export function ResetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  return (
    <>
      <PageHead description={t('resetPassword.description')} />
      <PageIntro ns={NAMESPACE} page="resetPassword" />
      <ResetPasswordForm token={params.get('token')?.trim() || null} />
    </>
  );
}

export default ResetPasswordPage;
