import type { RemotePage } from '@ilm/shared/contracts';
import { BlogIndex } from '../../features/blog';

/** The page at /hidden/blog: every article, the newest first. */
const HiddenBlog: RemotePage = () => <BlogIndex />;
export default HiddenBlog;
