import type { RemotePage } from '@ilm/shared/contracts';
import { ContentPage } from '../features/content';
import { privacyPolicy } from '../features/legal';

/** The page at /privacy-and-policy: the privacy policy (content/legal/privacy.*.md). */
const PrivacyPolicy: RemotePage = () => <ContentPage content={privacyPolicy} toc />;
export default PrivacyPolicy;
