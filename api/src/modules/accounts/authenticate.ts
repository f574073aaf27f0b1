import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/api-error';
import type { TokenSigner } from './jwt';
import type { SessionService } from './sessions';
import type { UserRow } from './user-dto';
import { text } from './accounts.messages';

export interface Authenticated {
  user: UserRow;
  sessionId: string;
}

/** Reads `Authorization: Bearer <access_token>`; throws 401 (unusable) or 403 token_expired. */
export class Authenticator {
  /** A request's sign-in, checked once however often it is asked for (the sign-in-first hook, then the handler). */
  private readonly checked = new WeakMap<FastifyRequest, Promise<Authenticated>>();

  constructor(
    private readonly signer: TokenSigner,
    private readonly sessions: SessionService,
  ) {}

  require(request: FastifyRequest): Promise<Authenticated> {
    let result = this.checked.get(request);
    if (!result) {
      result = (async () => {
        const token = bearerToken(request);
        if (!token) throw unauthorized('not_authenticated', text('not_authenticated'));
        return this.check(token);
      })();
      this.checked.set(request, result);
    }
    return result;
  }

  /** The signed-in user when a token is sent, else null (a bad token is still an error). */
  async optional(request: FastifyRequest): Promise<Authenticated | null> {
    const token = bearerToken(request);
    return token ? this.check(token) : null;
  }

  private async check(token: string): Promise<Authenticated> {
    const claims = await this.signer.verifyAccess(token);
    const user = await this.sessions.userOfSession(claims.userId, claims.sessionId);
    if (!user) throw unauthorized('session_revoked', text('session_no_longer_valid'));
    return { user, sessionId: claims.sessionId };
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('token_invalid', text('authorization_malformed'));
  return match[1];
}
