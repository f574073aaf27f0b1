import { useTranslation } from '@ilm/shared/i18n';
import { HydrateInTurn, PageHead, PageIntro } from '@ilm/shared/ui';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { NAMESPACE } from '../i18n';

/** /auth/signin (and /auth/signIn). */
export function SignInPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHead description={t('signIn.description')} />
      <PageIntro ns={NAMESPACE} page="signIn" />
      {/* The form is hydrated in a task after the page's (ADR 0007); its fields stay disabled until then. */}
      <HydrateInTurn>
        <SignInForm />
      </HydrateInTurn>
    </>
  );
}

export default SignInPage;
