import { PENDING_INSTANCE_STATUSES } from '@ilm/contract';
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { labInstances } from '../../db/schema';
import type { Provisioner } from '../../provisioner/provisioner';
import type { TokenService } from '../tokens/tokens.service';

/** Waiting for the environment (the contract's list): a sweep makes these running or failed. */
export const PENDING = PENDING_INSTANCE_STATUSES;

export interface LifecycleOptions {
  durationScale: number;
  sweepIntervalMs: number;
}

/**
 * Applies the transitions that time makes due: provisioning → running | failed (refunded), and
 * running → expired. Everything is driven by timestamps in the database, so a restarted server
 * catches up on its first sweep; reads call `advance` too, so a client never sees a stale state.
 * Each transition is a conditional UPDATE, so two sweepers (or a sweep and a read) cannot both apply it.
 */
export class LabLifecycle {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly provisioner: Provisioner,
    private readonly tokens: TokenService,
    private readonly options: LifecycleOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Applies due transitions, for one user's instances or for all. */
  async advance(scope: { userId?: string } = {}): Promise<void> {
    const now = new Date();
    const mine = scope.userId ? eq(labInstances.userId, scope.userId) : undefined;
    const due = await this.db
      .select()
      .from(labInstances)
      .where(and(inArray(labInstances.status, [...PENDING]), lte(labInstances.readyDueAt, now), mine));
    for (const instance of due) await this.complete(instance);
    await this.expire(and(eq(labInstances.status, 'running'), lte(labInstances.expiresAt, now), mine)!);
  }

  start(): void {
    if (this.options.sweepIntervalMs <= 0) return;
    this.sweep();
    this.timer = setInterval(() => this.sweep(), this.options.sweepIntervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private sweep(): void {
    if (this.running) return;
    this.running = this.advance()
      .catch((error: unknown) => this.log.error({ err: error }, 'lab lifecycle sweep failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  private async complete(instance: typeof labInstances.$inferSelect): Promise<void> {
    const outcome = await this.provisioner.finish(instance);
    const stillPending = and(eq(labInstances.id, instance.id), inArray(labInstances.status, [...PENDING]));
    if (outcome.ok) {
      const minutes = instance.durationMinutes * this.options.durationScale;
      await this.db
        .update(labInstances)
        .set({
          status: 'running',
          credentials: outcome.credentials,
          consoleUrl: outcome.consoleUrl,
          startedAt: sql`now()`,
          expiresAt: sql`now() + make_interval(secs => ${Math.round(minutes * 60)})`,
        })
        .where(stillPending);
      return;
    }
    await this.fail(instance.id, outcome.reason);
  }

  /** Ends a pending instance as failed and gives its tokens back (once, whoever calls first). */
  async fail(instanceId: string, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(labInstances)
        .set({ status: 'failed', failureReason: reason, endedAt: sql`now()` })
        .where(and(eq(labInstances.id, instanceId), inArray(labInstances.status, [...PENDING])))
        .returning();
      if (failed) await this.tokens.grant(tx, failed.userId, failed.tokensSpent, 'lab_refund', { type: 'lab_instance', id: failed.id });
    });
  }

  private async expire(where: SQL): Promise<void> {
    const expired = await this.db
      .update(labInstances)
      .set({ status: 'expired', endedAt: sql`${labInstances.expiresAt}` })
      .where(where)
      .returning();
    for (const instance of expired) await this.provisioner.release(instance);
  }
}
