import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_auth/SignIn`, the page at /auth/signin: Sign in. */
const SignIn: RemotePage = () => <PageIntro ns={NAMESPACE} page="signIn" />;
export default SignIn;
