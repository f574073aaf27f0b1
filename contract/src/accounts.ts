import { Type, type Static } from 'typebox';
import { LiteralUnion } from './common';
import type { LanguageCode } from './languages-vocabulary';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';

/**
 * Accounts: sign-up, sign-in, sessions, password reset and the profile (`accounts/…`).
 */

/** An email address; unique whatever its case. */
export const Email = Type.String({ format: 'email', maxLength: 254, description: 'Unique whatever its case' });
/** Static type of {@link Email}. */
export type Email = Static<typeof Email>;

/**
 * A new password: its length here; the rest of the rule (not easy to guess, not the e-mail) needs the
 * strength estimator and the account, so the API checks it with `passwordProblem` (password-policy.ts).
 */
export const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
/** Static type of {@link Password}. */
export type Password = Static<typeof Password>;

/** A first or last name: not blank. */
export const PersonName = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
/** Static type of {@link PersonName}. */
export type PersonName = Static<typeof PersonName>;

/** E.164: `+`, country calling code and number, at most 15 digits (the input takes at most 25 characters: docs/rules/accounts.md#telephone). */
export const Telephone = Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$', maxLength: 25 });
/** Static type of {@link Telephone}. */
export type Telephone = Static<typeof Telephone>;

/** An ISO 3166-1 alpha-2 country code, either case. */
export const CountryCode = Type.String({ pattern: '^[A-Za-z]{2}$' });
/** Static type of {@link CountryCode}. */
export type CountryCode = Static<typeof CountryCode>;

/** A language of the site the learner can choose (`en`, `ar`, `ur`: the codes of `LANGUAGES`). */
export const LanguageCodeSchema = LiteralUnion(['en', 'ar', 'ur'] as const satisfies readonly LanguageCode[]);
/** The learner's chosen language; null when not chosen yet. */
export const ProfileLanguage = Type.Union([LanguageCodeSchema, Type.Null()], {
  description: 'the language the learner chose: en | ar | ur; null when not chosen',
});
/** Static type of {@link ProfileLanguage}. */
export type ProfileLanguage = Static<typeof ProfileLanguage>;

/** The user object: what `get-user/` answers and what login, signup and refresh carry. Never the hash. */
export const User = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  telephone: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ description: 'ISO 8601' }),
  /** Optional so that older clients and servers keep working; the API always sends it. */
  language: Type.Optional(ProfileLanguage),
});
/** Static type of {@link User}. */
export type User = Static<typeof User>;

/** A signed-in session: what `login/`, `signup/`, `refresh/` and `sso/exchange/` answer. */
export const Session = Type.Object({
  user: User,
  access_token: Type.String(),
  refresh_token: Type.String(),
});
/** Static type of {@link Session}. */
export type Session = Static<typeof Session>;

/** `GET/PATCH accounts/profile/`: the user with the plan bought last and the token balance. */
export const Profile = Type.Object({
  ...User.properties,
  plan: Type.Union([Type.String(), Type.Null()]),
  token_balance: Type.Integer(),
});
/** Static type of {@link Profile}. */
export type Profile = Static<typeof Profile>;

/** `POST accounts/signup/`. */
export const SignupBody = Type.Object({
  first_name: PersonName,
  last_name: PersonName,
  email: Email,
  password: Password,
  telephone: Telephone,
  country: CountryCode,
});
/** Static type of {@link SignupBody}. */
export type SignupBody = Static<typeof SignupBody>;

/** `POST accounts/login/`: any non-empty password (the rules of {@link Password} apply to new ones only). */
export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
/** Static type of {@link LoginBody}. */
export type LoginBody = Static<typeof LoginBody>;

/** `POST accounts/refresh/`. */
export const RefreshBody = Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 2048 }) });
/** Static type of {@link RefreshBody}. */
export type RefreshBody = Static<typeof RefreshBody>;

/** `POST accounts/logout/`: the refresh token of the session to end, or none (the Bearer token's session ends). */
export const LogoutBody = Type.Object({ refresh_token: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })) });
/** Static type of {@link LogoutBody}. */
export type LogoutBody = Static<typeof LogoutBody>;

/** `POST accounts/forget-password/` (and the legacy `old-forget-password/`). */
export const ForgetPasswordBody = Type.Object({ email: Email });
/** Static type of {@link ForgetPasswordBody}. */
export type ForgetPasswordBody = Static<typeof ForgetPasswordBody>;

/** `POST accounts/reset-password/`: the token of the emailed link and the new password. */
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 256 }),
  password: Password,
});
/** Static type of {@link ResetPasswordBody}. */
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** `POST accounts/confirm-email/`: the token of the link in the confirmation mail. */
export const ConfirmEmailBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) });
/** Static type of {@link ConfirmEmailBody}. */
export type ConfirmEmailBody = Static<typeof ConfirmEmailBody>;

/** `POST accounts/confirm-email/` answers this: a sentence, and the sign-up bonus tokens it granted. */
export const EmailConfirmed = Type.Object({
  message: Type.String(),
  tokens_granted: Type.Integer({ description: 'the sign-up bonus, granted now' }),
});
/** Static type of {@link EmailConfirmed}. */
export type EmailConfirmed = Static<typeof EmailConfirmed>;

/** `PATCH accounts/profile/`: at least one field; null clears telephone, country or language. */
export const ProfileUpdateBody = Type.Object(
  {
    first_name: Type.Optional(PersonName),
    last_name: Type.Optional(PersonName),
    telephone: Type.Optional(Type.Union([Telephone, Type.Null()])),
    country: Type.Optional(Type.Union([CountryCode, Type.Null()])),
    language: Type.Optional(ProfileLanguage),
  },
  { minProperties: 1 },
);
/** Static type of {@link ProfileUpdateBody}. */
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;
