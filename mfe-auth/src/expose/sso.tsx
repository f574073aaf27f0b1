import type { RemotePage } from '@ilm/shared/contracts';
import '../i18n';
import { SsoPage } from '../pages/sso-page';

/** `mfe_auth/Sso`, the page at /auth/sso?code=… (empty layout): completes a sign-in handed over from another site. */
const Sso: RemotePage = () => <SsoPage />;
export default Sso;
