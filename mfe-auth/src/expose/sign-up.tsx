import type { RemotePage } from '@ilm/shared/contracts';
import '../i18n';
import { SignUpPage } from '../pages/sign-up-page';

/** `mfe_auth/SignUp`, the page at /auth/signup: create an account (with phone number and terms). */
const SignUp: RemotePage = () => <SignUpPage />;
export default SignUp;
