import type { RemotePage } from '@ilm/shared/contracts';
import { ContentPage } from '../features/content';
import { termsAndConditions } from '../features/legal';

/** The page at /terms-and-conditions: the terms and conditions (content/legal/terms.*.md). */
const Terms: RemotePage = () => <ContentPage content={termsAndConditions} toc />;
export default Terms;
