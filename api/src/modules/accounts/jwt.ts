import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError, unauthorized } from '../../http/api-error';

const ISSUER = 'ilm-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}
export interface RefreshClaims extends AccessClaims {
  tokenId: string;
}

/** Signs and checks the two JWTs: short-lived access tokens and one-time refresh tokens. */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess({ userId, sessionId }: AccessClaims): Promise<string> {
    return new SignJWT({ sid: sessionId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(this.key);
  }

  signRefresh({ userId, sessionId, tokenId }: RefreshClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: sessionId, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(userId)
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** SPEC §4: an expired access token is 403 `token_expired` (the client refreshes); anything else unusable is 401. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const payload = await this.verify(token, 'access', () => new ApiError(403, 'token_expired', 'Access token expired.'));
    return { userId: payload.sub, sessionId: payload.sid };
  }

  async verifyRefresh(token: string): Promise<RefreshClaims> {
    const payload = await this.verify(token, 'refresh', () =>
      unauthorized('refresh_token_expired', 'Refresh token expired. Please sign in again.'),
    );
    if (!payload.jti) throw unauthorized('token_invalid', 'Refresh token is not valid.');
    return { userId: payload.sub, sessionId: payload.sid, tokenId: payload.jti };
  }

  private async verify(token: string, type: 'access' | 'refresh', expired: () => ApiError) {
    try {
      const { payload } = await jwtVerify<{ sid?: string; typ?: string }>(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
      });
      if (payload.typ !== type || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
        throw unauthorized('token_invalid', `Not a valid ${type} token.`);
      }
      return { ...payload, sub: payload.sub, sid: payload.sid };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof errors.JWTExpired) throw expired();
      throw unauthorized('token_invalid', `Not a valid ${type} token.`);
    }
  }
}
