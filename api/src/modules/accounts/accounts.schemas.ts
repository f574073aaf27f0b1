import { Type } from 'typebox';

export const Email = Type.String({ format: 'email', maxLength: 254, description: 'Unique whatever its case' });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const PersonName = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
/** E.164: `+`, country calling code and number, at most 15 digits (SPEC §5 caps the input at 25 characters). */
export const Telephone = Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$', maxLength: 25 });
export const CountryCode = Type.String({ pattern: '^[A-Za-z]{2}$' });

export const SignupBody = Type.Object({
  first_name: PersonName,
  last_name: PersonName,
  email: Email,
  password: Password,
  telephone: Telephone,
  country: CountryCode,
});

export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 128 }),
});

export const RefreshBody = Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 2048 }) });

export const LogoutBody = Type.Object({ refresh_token: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })) });

export const ForgetPasswordBody = Type.Object({ email: Email });

export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 256 }),
  password: Password,
});

export const ProfileUpdateBody = Type.Object(
  {
    first_name: Type.Optional(PersonName),
    last_name: Type.Optional(PersonName),
    telephone: Type.Optional(Type.Union([Telephone, Type.Null()])),
    country: Type.Optional(Type.Union([CountryCode, Type.Null()])),
  },
  { minProperties: 1 },
);

export const MessageResponse = Type.Object({ message: Type.String() });
