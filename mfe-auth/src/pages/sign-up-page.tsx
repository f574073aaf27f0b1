import { PageIntro } from '@ilm/shared/ui';
import { SignUpForm } from '../features/sign-up/sign-up-form';
import { NAMESPACE } from '../i18n';

/** /auth/signup. */
export function SignUpPage() {
  return (
    <>
      <PageIntro ns={NAMESPACE} page="signUp" />
      <SignUpForm />
    </>
  );
}

export default SignUpPage;
