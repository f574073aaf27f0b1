import { useTranslation } from '@ilm/shared/i18n';
import { PageHead, PageIntro } from '@ilm/shared/ui';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { NAMESPACE } from '../i18n';

/** /auth/signin (and /auth/signIn). */
export function SignInPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHead description={t('signIn.description')} />
      <PageIntro ns={NAMESPACE} page="signIn" />
      <SignInForm />
    </>
  );
}

export default SignInPage;
