/** Plain types shared with the API (no React here). */

/** The user object the API returns from `accounts/get-user/`: the contract's `User`. */
export type { User } from '@ilm/contract';
