import { useTranslation } from '@ilm/shared/i18n';
import { PageHead, PageIntro } from '@ilm/shared/ui';
import { SignUpForm } from '../features/sign-up/sign-up-form';
import { NAMESPACE } from '../i18n';

/** /auth/signup. */
export function SignUpPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHead description={t('signUp.description')} />
      <PageIntro ns={NAMESPACE} page="signUp" />
      <SignUpForm />
    </>
  );
}

export default SignUpPage;
