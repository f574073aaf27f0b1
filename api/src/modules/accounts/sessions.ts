import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, sessions, users } from './accounts.schema';
import { unauthorized } from '../../http/api-error';
import { BoundedCache } from '../../lib/bounded-cache';
import type { TokenSigner } from './jwt';
import type { UserRow } from './user-dto';
import { text } from './accounts.messages';

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
}

/** Sessions (one per sign-in) and their one-time refresh tokens. */
export class SessionService {
  /**
   * Live sessions with their user, for `cacheSeconds`: get-user is called on every navigation and
   * must not cost a query each time. This process drops an entry the moment it revokes the session
   * or changes the user; another API process sees such a change within `cacheSeconds`.
   */
  private readonly live: BoundedCache<string, UserRow>;

  constructor(
    private readonly db: Db,
    private readonly signer: TokenSigner,
    cacheSeconds = 0,
  ) {
    this.live = new BoundedCache(cacheSeconds * 1000);
  }

  /** Forget cached copies of a user (after a profile or password change). */
  forgetUser(userId: string): void {
    this.live.deleteWhere((user) => user.id === userId);
  }

  async start(userId: string): Promise<IssuedTokens> {
    // One transaction, one commit (each commit waits for the disk).
    return this.db.transaction(async (tx) => {
      const [session] = await tx.insert(sessions).values({ userId }).returning({ id: sessions.id });
      return this.issue(tx, userId, session!.id);
    });
  }

  /**
   * Spends `refreshToken` and hands out a new pair. A token that was already spent means it leaked
   * (or raced): the whole session is revoked, so neither copy can be used again.
   */
  async rotate(refreshToken: string): Promise<{ user: UserRow } & IssuedTokens> {
    const claims = await this.signer.verifyRefresh(refreshToken);
    const outcome = await this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, claims.tokenId), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      if (!spent) return { spent: false as const };
      const [row] = await tx
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, spent.sessionId), isNull(sessions.revokedAt)));
      if (!row) return { spent: true as const, user: undefined };
      return { spent: true as const, user: row.user, tokens: await this.issue(tx, row.user.id, spent.sessionId) };
    });
    if (!outcome.spent) {
      const [known] = await this.db.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens).where(eq(refreshTokens.id, claims.tokenId));
      if (known) {
        await this.revoke(known.sessionId, 'refresh_token_reused');
        throw unauthorized('refresh_token_reused', text('refresh_token_reused'));
      }
      throw unauthorized('token_invalid', text('refresh_token_invalid'));
    }
    if (!outcome.user || !outcome.tokens) throw unauthorized('session_revoked', text('session_signed_out'));
    return { user: outcome.user, ...outcome.tokens };
  }

  /** The claims of a refresh token that verifies, else null (logout ignores unusable tokens). */
  async verifyRefreshQuietly(refreshToken: string) {
    return this.signer.verifyRefresh(refreshToken).catch(() => null);
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    this.live.delete(sessionId);
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Signs out every session of `userId`; `tx` makes it part of the caller's transaction (a password change). */
  async revokeAllFor(userId: string, reason: string, tx: Db = this.db): Promise<void> {
    this.forgetUser(userId);
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  /** The user behind a live session, or undefined when the user or session is gone. */
  async userOfSession(userId: string, sessionId: string): Promise<UserRow | undefined> {
    const cached = this.live.get(sessionId);
    if (cached?.id === userId) return cached;
    const [row] = await this.db
      .select({ user: users })
      .from(users)
      .innerJoin(sessions, eq(sessions.userId, users.id))
      .where(and(eq(users.id, userId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    if (row) this.live.set(sessionId, row.user);
    return row?.user;
  }

  private async issue(tx: Db, userId: string, sessionId: string): Promise<IssuedTokens> {
    const tokenId = randomUUID();
    const expiresAt = new Date(Date.now() + this.signer.refreshTtlSeconds * 1000);
    await tx.insert(refreshTokens).values({ id: tokenId, sessionId, expiresAt });
    const [access_token, refresh_token] = await Promise.all([
      this.signer.signAccess({ userId, sessionId }),
      this.signer.signRefresh({ userId, sessionId, tokenId }, expiresAt),
    ]);
    return { access_token, refresh_token };
  }
}
