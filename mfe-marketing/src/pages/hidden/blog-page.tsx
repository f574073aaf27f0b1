import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/blog: Blog. */
const HiddenBlog: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenBlog" />;
export default HiddenBlog;
