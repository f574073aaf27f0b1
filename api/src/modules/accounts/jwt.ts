import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError, unauthorized } from '../../http/api-error';
import { BoundedCache } from '../../lib/bounded-cache';
import { text } from './accounts.messages';

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
  private readonly key: KeyObject;
  /**
   * Access tokens already verified, by their exact text. A client sends the same token on every call
   * and an HMAC check through WebCrypto costs ~100 µs, more than the rest of get-user; the expiry is
   * still checked on every use.
   */
  private readonly verified = new BoundedCache<string, AccessClaims & { exp: number }>(Number.POSITIVE_INFINITY);

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
  ) {
    // A KeyObject made once: given raw bytes, jose would import the key again on every call.
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
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

  /** The token contract (docs/rules/session.md#token-contract): an expired access token is 403 `token_expired` (the client refreshes); anything else unusable is 401. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const expired = () => new ApiError(403, 'token_expired', text('access_token_expired'));
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 <= Date.now()) throw expired();
      return { userId: known.userId, sessionId: known.sessionId };
    }
    const payload = await this.verify(token, 'access', expired);
    const claims = { userId: payload.sub, sessionId: payload.sid };
    if (typeof payload.exp === 'number') this.verified.set(token, { ...claims, exp: payload.exp }, payload.exp * 1000 - Date.now());
    return claims;
  }

  async verifyRefresh(token: string): Promise<RefreshClaims> {
    const payload = await this.verify(token, 'refresh', () => unauthorized('refresh_token_expired', text('refresh_token_expired')));
    if (!payload.jti) throw unauthorized('token_invalid', text('refresh_token_invalid'));
    return { userId: payload.sub, sessionId: payload.sid, tokenId: payload.jti };
  }

  private async verify(token: string, type: 'access' | 'refresh', expired: () => ApiError) {
    try {
      const { payload } = await jwtVerify<{ sid?: string; typ?: string }>(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
      });
      if (payload.typ !== type || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
        throw unauthorized('token_invalid', text(type === 'access' ? 'access_token_invalid' : 'refresh_token_invalid'));
      }
      return { ...payload, sub: payload.sub, sid: payload.sid };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof errors.JWTExpired) throw expired();
      throw unauthorized('token_invalid', text(type === 'access' ? 'access_token_invalid' : 'refresh_token_invalid'));
    }
  }
}
