import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../accounts/accounts.schema';
import { ssoCodes } from './sso.schema';
import { ApiError } from '../../http/api-error';
import type { SessionService } from '../accounts/sessions';
import { text } from './sso.messages';

/** How long an SSO code can be exchanged, in seconds: just long enough for a browser redirect. */
export const SSO_CODE_TTL_SECONDS = 60;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The message for a code that cannot be used, whatever the reason (no hint which codes exist). */
export const INVALID_SSO_CODE = text('invalid_sso_code');

/** One-time, short-lived codes that hand a signed-in user over to a new session (SSO hand-off). */
export class SsoService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly ttlSeconds = SSO_CODE_TTL_SECONDS,
  ) {}

  /** A new code for `userId`, tied to the session that asked for it; only its hash is stored. */
  async createCode(userId: string, sessionId: string): Promise<{ code: string; expiresAt: Date }> {
    const code = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    await this.db.insert(ssoCodes).values({ userId, sessionId, codeHash: sha256(code), expiresAt });
    return { code, expiresAt };
  }

  /**
   * Spends `code` (at most once, before it expires, while the session that made it is still signed
   * in) and starts a session for its user. A code dies with its session: a logout, a password reset
   * or a reused refresh token revokes the session, and the same statement that spends the code
   * checks it, so there is no list of codes to clean up.
   */
  async exchange(code: string) {
    const sessionLive = sql`exists (select 1 from ${sessions} where ${sessions.id} = ${ssoCodes.sessionId} and ${sessions.revokedAt} is null)`;
    const [spent] = await this.db
      .update(ssoCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(ssoCodes.codeHash, sha256(code)), isNull(ssoCodes.usedAt), gt(ssoCodes.expiresAt, new Date()), sessionLive))
      .returning({ userId: ssoCodes.userId });
    if (!spent) throw new ApiError(400, 'invalid_sso_code', INVALID_SSO_CODE, 'code');
    const [user] = await this.db.select().from(users).where(eq(users.id, spent.userId));
    if (!user) throw new ApiError(400, 'invalid_sso_code', INVALID_SSO_CODE, 'code');
    return { user, ...(await this.sessions.start(user.id)) };
  }
}
