import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_auth/SignUp`, the page at /auth/signup: Create your account. */
const SignUp: RemotePage = () => <PageIntro ns={NAMESPACE} page="signUp" />;
export default SignUp;
