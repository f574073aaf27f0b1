import { queryOptions } from '@ilm/shared/query';
import { fetchBalance } from './balance.api';

/** The learner's token balance: read by the tokens page, a lab's launch and the running lab, spent by both. Its key is the tokens' (`['mfe-dashboard', 'tokens', …]`). */
export const balanceQuery = () => queryOptions({ queryKey: ['mfe-dashboard', 'tokens', 'balance'], queryFn: fetchBalance });
