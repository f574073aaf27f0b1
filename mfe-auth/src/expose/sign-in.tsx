import type { RemotePage } from '@ilm/shared/contracts';
import '../i18n';
import { SignInPage } from '../pages/sign-in-page';

/** `mfe_auth/SignIn`, the page at /auth/signin: email and password sign-in. */
const SignIn: RemotePage = () => <SignInPage />;
export default SignIn;
