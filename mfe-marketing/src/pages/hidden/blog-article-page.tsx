import type { RemotePage } from '@ilm/shared/contracts';
import { ArticleView } from '../../features/blog';

/** The page at /hidden/blog/:slug: one article, or a clear "not found" leading back to the blog. */
const HiddenBlogArticle: RemotePage = ({ params }) => <ArticleView slug={params.slug ?? ''} />;
export default HiddenBlogArticle;
