import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tokenLedger } from './tokens.schema';
import { users } from '../accounts/accounts.schema';

export type LedgerReason = 'signup_bonus' | 'plan_purchase' | 'career_path_purchase' | 'token_pack_purchase' | 'lab_launch' | 'lab_extend' | 'lab_refund';

export interface LedgerRef {
  type: string;
  id: string;
}

/** Token balances and their ledger. Callers pass their transaction so a spend and its cause commit together. */
export class TokenService {
  constructor(private readonly db: Db) {}

  async grant(tx: Db, userId: string, amount: number, reason: LedgerReason, ref?: LedgerRef): Promise<number> {
    const [row] = await tx
      .update(users)
      .set({ tokenBalance: sql`${users.tokenBalance} + ${amount}` })
      .where(eq(users.id, userId))
      .returning({ balance: users.tokenBalance });
    if (!row) throw new Error(`grant to unknown user ${userId}`);
    await this.record(tx, userId, amount, row.balance, reason, ref);
    return row.balance;
  }

  /**
   * Spends `amount` in one statement that only matches while the balance covers it (plus the CHECK
   * constraint), so concurrent spends can never overdraw. Null when the balance is short.
   */
  async spend(tx: Db, userId: string, amount: number, reason: LedgerReason, ref?: LedgerRef): Promise<number | null> {
    const [row] = await tx
      .update(users)
      .set({ tokenBalance: sql`${users.tokenBalance} - ${amount}` })
      .where(and(eq(users.id, userId), gte(users.tokenBalance, amount)))
      .returning({ balance: users.tokenBalance });
    if (!row) return null;
    await this.record(tx, userId, -amount, row.balance, reason, ref);
    return row.balance;
  }

  async balance(userId: string): Promise<number> {
    const [row] = await this.db.select({ balance: users.tokenBalance }).from(users).where(eq(users.id, userId));
    return row?.balance ?? 0;
  }

  /** Newest first; `before` is the id of the last entry of the previous page. */
  async ledger(userId: string, limit: number, before?: number) {
    const where = before ? and(eq(tokenLedger.userId, userId), lt(tokenLedger.id, before)) : eq(tokenLedger.userId, userId);
    return this.db.select().from(tokenLedger).where(where).orderBy(desc(tokenLedger.id)).limit(limit);
  }

  private async record(tx: Db, userId: string, delta: number, balanceAfter: number, reason: LedgerReason, ref?: LedgerRef) {
    await tx.insert(tokenLedger).values({ userId, delta, balanceAfter, reason, refType: ref?.type, refId: ref?.id });
  }
}
