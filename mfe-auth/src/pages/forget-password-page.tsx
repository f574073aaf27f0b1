import { useTranslation } from '@ilm/shared/i18n';
import { PageHead, PageIntro } from '@ilm/shared/ui';
import { ForgetPasswordForm } from '../features/password-reset/forget-password-form';
import { NAMESPACE } from '../i18n';

/** /auth/forget-password, and with `legacy` the old link target /auth/old-forget-password (same flow). */
export function ForgetPasswordPage({ legacy = false }: { legacy?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHead description={t('forgetPassword.description')} />
      <PageIntro ns={NAMESPACE} page={legacy ? 'oldForgetPassword' : 'forgetPassword'} />
      <ForgetPasswordForm legacy={legacy} />
    </>
  );
}

/** The page module at /auth/forget-password. */
export default function ForgetPasswordRoute() {
  return <ForgetPasswordPage />;
}
