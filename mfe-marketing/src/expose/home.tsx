import type { RemotePage } from '@ilm/shared/contracts';
import { HomePage } from '../pages/home-page';

/** `mfe_marketing/Home`, the page at /: the platform, its career paths and popular labs. */
const Home: RemotePage = () => <HomePage />;
export default Home;
