import type { RemotePage } from '@ilm/shared/contracts';
import { ContentPage } from '../../features/content';
import { termsAndConditions } from '../../features/legal';

/** The page at /hidden/terms-and-conditions: the same terms as /terms-and-conditions, in the revamped layout. */
const HiddenTermsAndConditions: RemotePage = () => <ContentPage content={termsAndConditions} toc />;
export default HiddenTermsAndConditions;
