import type { TokenBalance } from '@ilm/contract';
import { api } from '@ilm/shared/api';

export const fetchBalance = () => api<TokenBalance>('tokens/balance/');
