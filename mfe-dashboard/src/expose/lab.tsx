import type { RemotePage } from '@ilm/shared/contracts';
import { LabPage } from '../pages/lab-page';

/** `mfe_dashboard/Lab`, the page at /labs/:slug: the lab and its Launch button. */
const Lab: RemotePage = ({ params }) => <LabPage key={params.slug} slug={params.slug ?? ''} />;
export default Lab;
