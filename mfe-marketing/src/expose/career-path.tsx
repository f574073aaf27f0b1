import type { RemotePage } from '@ilm/shared/contracts';
import { CareerPathPage } from '../pages/career-path-page';

/** `mfe_marketing/CareerPath`, the page at /career-paths/{slug} and /career-path/{slug}. */
const CareerPath: RemotePage = ({ params }) => <CareerPathPage slug={params.slug ?? ''} />;
export default CareerPath;
