import { PageIntro } from '@ilm/shared/ui';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { NAMESPACE } from '../i18n';

/** /auth/signin (and /auth/signIn). */
export function SignInPage() {
  return (
    <>
      <PageIntro ns={NAMESPACE} page="signIn" />
      <SignInForm />
    </>
  );
}

export default SignInPage;
