import '../i18n';
import { SsoHandOff } from '../features/sso/sso-hand-off';

/** /auth/sso?code=…, on the empty layout. */
export function SsoPage() {
  return <SsoHandOff />;
}

export default SsoPage;
