import { Type } from 'typebox';

/** How long an SSO code can be exchanged, in seconds: just long enough for a browser redirect. */
export const SSO_CODE_TTL_SECONDS = 60;

export const SsoCodeResponse = Type.Object({
  code: Type.String({ description: 'One-time code: send the browser to /auth/sso?code=<code>' }),
  expires_in: Type.Integer({ description: 'Seconds the code stays usable' }),
  expires_at: Type.String({ description: 'ISO 8601' }),
});

export const SsoExchangeBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 256 }),
});
