import { Type, type Static } from 'typebox';
import type { users } from '../../db/schema';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** The user object: what `get-user/` answers and what login, signup and refresh carry. Never the hash. */
export const UserSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  telephone: Nullable(Type.String()),
  country: Nullable(Type.String()),
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type UserDto = Static<typeof UserSchema>;

export const AuthResponse = Type.Object({
  user: UserSchema,
  access_token: Type.String(),
  refresh_token: Type.String(),
});

export type UserRow = typeof users.$inferSelect;

export function toUserDto(user: UserRow): UserDto {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    telephone: user.telephone,
    country: user.country,
    created_at: user.createdAt.toISOString(),
  };
}
