import type { RemotePage } from '@ilm/shared/contracts';
import { AboutUsPage } from '../about-us-page';

/** The page at /hidden/about: the revamped layout's about page shows the same document as /about-us. */
const HiddenAbout: RemotePage = () => <AboutUsPage />;
export default HiddenAbout;
