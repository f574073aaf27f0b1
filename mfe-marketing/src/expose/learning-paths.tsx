import type { RemotePage } from '@ilm/shared/contracts';
import { LearningPathsPage } from '../pages/learning-paths-page';

/** `mfe_marketing/LearningPaths`, the page at /learning-paths: every learning path and its labs. */
const LearningPaths: RemotePage = () => <LearningPathsPage />;
export default LearningPaths;
