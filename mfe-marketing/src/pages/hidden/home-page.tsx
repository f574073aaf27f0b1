import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden: Learn, practise and get hired. */
const HiddenHome: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenHome" />;
export default HiddenHome;
