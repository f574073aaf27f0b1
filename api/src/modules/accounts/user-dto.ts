import type { User } from '@ilm/contract';
import type { users } from './accounts.schema';

export type UserRow = typeof users.$inferSelect;

/** The user object of the contract (`User`): what `get-user/` answers and what login, signup and refresh carry. Never the hash. */
export function toUserDto(user: UserRow): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    telephone: user.telephone,
    country: user.country,
    created_at: user.createdAt.toISOString(),
    language: user.language ?? null,
  };
}
