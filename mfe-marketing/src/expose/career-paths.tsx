import type { RemotePage } from '@ilm/shared/contracts';
import { CareerPathsPage } from '../pages/career-paths-page';

/** `mfe_marketing/CareerPaths`, the page at /career-paths and /career-path: every career path. */
const CareerPaths: RemotePage = () => <CareerPathsPage />;
export default CareerPaths;
