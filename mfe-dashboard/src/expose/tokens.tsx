import type { RemotePage } from '@ilm/shared/contracts';
import { TokensPage } from '../pages/tokens-page';

/** `mfe_dashboard/Tokens`, the page at /tokens: balance, ledger and token packs. */
const Tokens: RemotePage = () => <TokensPage />;
export default Tokens;
