import type { RemotePage } from '@ilm/shared/contracts';
import { ContentPage } from '../../features/content';
import { privacyPolicy } from '../../features/legal';

/** The page at /hidden/privacy-policy: the same privacy policy as /privacy-and-policy, in the revamped layout. */
const HiddenPrivacyPolicy: RemotePage = () => <ContentPage content={privacyPolicy} toc />;
export default HiddenPrivacyPolicy;
