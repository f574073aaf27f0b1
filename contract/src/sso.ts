import { Type, type Static } from 'typebox';

/**
 * SSO hand-off between sites: `accounts/sso/code/` (signed in) issues a one-time code,
 * `accounts/sso/exchange/` spends it for a session of its own (`Session`, see accounts.ts).
 */

/** `POST accounts/sso/code/` answers 201 with this. */
export const SsoCode = Type.Object({
  code: Type.String({ description: 'One-time code: send the browser to /auth/sso?code=<code>' }),
  expires_in: Type.Integer({ description: 'Seconds the code stays usable' }),
  expires_at: Type.String({ description: 'ISO 8601' }),
});
/** Static type of {@link SsoCode}. */
export type SsoCode = Static<typeof SsoCode>;

/** `POST accounts/sso/exchange/`: the code from the `?code=` of `/auth/sso`. */
export const SsoExchangeBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 256 }),
});
/** Static type of {@link SsoExchangeBody}. */
export type SsoExchangeBody = Static<typeof SsoExchangeBody>;
