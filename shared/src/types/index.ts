/** Plain types shared with the API (no React here). */

/** The user object the API returns from `accounts/get-user/` (SPEC §3: fields not shown). */
export interface User {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  telephone?: string | null;
  country?: string | null;
  [field: string]: unknown;
}
