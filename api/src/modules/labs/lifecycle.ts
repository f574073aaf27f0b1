import { ACTIVE_INSTANCE_STATUSES, PENDING_INSTANCE_STATUSES } from '@ilm/contract';
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { labInstances } from './instances.schema';
import { labs } from '../catalog/catalog.schema';
import type { LabDriver } from './driver/lab-driver';
import type { TokenService } from '../tokens/tokens.service';

/** Waiting for the environment (the contract's list): a build makes these running or failed. */
export const PENDING = PENDING_INSTANCE_STATUSES;
const ACTIVE = [...ACTIVE_INSTANCE_STATUSES];

/** The message key kept as `failure_reason` when a build fails; the answer writes it in the reader's language. */
export const PROVISION_FAILED = 'provision_failed';

export interface LifecycleOptions {
  durationScale: number;
  sweepIntervalMs: number;
}

type InstanceRow = typeof labInstances.$inferSelect;

/** The setup scripts of a lab, in order: the lab's, then each step's (docs/rules/lab-format.md). */
export function setupScripts(lab: Pick<typeof labs.$inferSelect, 'scripts'>): string[] {
  const scripts = lab.scripts;
  if (!scripts) return [];
  return [scripts.setup, ...scripts.steps.map((step) => step.setup)].filter((script): script is string => Boolean(script));
}

/**
 * The life of a lab instance around its driver (docs/decisions/0004-lab-drivers.md): a launched
 * instance's environment is built in the background (provisioning → running, or failed and
 * refunded); running → expired when its time is up, and the environment destroyed. Transitions are
 * conditional UPDATEs, so a sweep, a read and a stop cannot apply one twice. On start,
 * `reconcile` matches the driver's environments with the database: orphans are destroyed, builds
 * cut short by a restart start again, running instances whose environment is gone are rebuilt.
 */
export class LabLifecycle {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly building = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly driver: LabDriver,
    private readonly tokens: TokenService,
    private readonly options: LifecycleOptions,
    private readonly log: FastifyBaseLogger,
    /** The browser terminals' shells: an instance's ends with its environment. */
    private readonly shells: { close(instanceId: string): Promise<void> } = { close: async () => {} },
  ) {}

  /** Ends an instance's terminal shell (its sockets are told it exited). */
  closeShell(instanceId: string): Promise<void> {
    return this.shells.close(instanceId);
  }

  /** Ends what an instance that is no longer running still holds: its shell, then its environment. */
  async release(instanceId: string): Promise<void> {
    await this.shells.close(instanceId);
    await this.driver.destroy(instanceId);
  }

  /** Starts building an instance's environment, once; `settled` resolves when it is running or failed. */
  build(instanceId: string): Promise<void> {
    let job = this.building.get(instanceId);
    if (!job) {
      job = this.provision(instanceId).finally(() => this.building.delete(instanceId));
      this.building.set(instanceId, job);
    }
    return job;
  }

  private async provision(instanceId: string): Promise<void> {
    const [row] = await this.db
      .select({ instance: labInstances, lab: labs })
      .from(labInstances)
      .innerJoin(labs, eq(labs.slug, labInstances.labSlug))
      .where(and(eq(labInstances.id, instanceId), inArray(labInstances.status, [...PENDING])));
    if (!row) return;
    await this.db
      .update(labInstances)
      .set({ status: 'provisioning' })
      .where(and(eq(labInstances.id, instanceId), eq(labInstances.status, 'requested')));
    try {
      await this.driver.provision({ instanceId, setup: setupScripts(row.lab), language: 'en' });
    } catch (error) {
      this.log.warn({ err: error, instanceId }, 'lab environment could not be built');
      await this.fail(instanceId, PROVISION_FAILED);
      return;
    }
    const minutes = row.instance.durationMinutes * this.options.durationScale;
    const [started] = await this.db
      .update(labInstances)
      .set({ status: 'running', startedAt: sql`now()`, expiresAt: sql`now() + make_interval(secs => ${Math.round(minutes * 60)})` })
      .where(and(eq(labInstances.id, instanceId), inArray(labInstances.status, [...PENDING])))
      .returning();
    // Stopped while it was being built: the environment goes too.
    if (!started) await this.release(instanceId);
  }

  /** Waits for the builds under way (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.building.values()]);
  }

  /** Applies due transitions, for one user's instances or for all. */
  async advance(scope: { userId?: string } = {}): Promise<void> {
    const mine = scope.userId ? eq(labInstances.userId, scope.userId) : undefined;
    // A build this process does not know about was cut short by a restart: start it again.
    const pending = await this.db
      .select({ id: labInstances.id })
      .from(labInstances)
      .where(and(inArray(labInstances.status, [...PENDING]), mine));
    for (const { id } of pending) if (!this.building.has(id)) void this.build(id);
    await this.expire(and(eq(labInstances.status, 'running'), lte(labInstances.expiresAt, new Date()), mine)!);
  }

  /** Matches the driver's environments with the database (on start). */
  async reconcile(): Promise<void> {
    const active = await this.db.select().from(labInstances).where(inArray(labInstances.status, ACTIVE));
    const activeIds = new Set(active.map((instance) => instance.id));
    for (const id of await this.driver.list()) {
      if (!activeIds.has(id)) {
        this.log.info({ instanceId: id }, 'removing a lab environment no active instance owns');
        await this.release(id);
      }
    }
    for (const instance of active) {
      if (instance.status !== 'running') continue;
      if (await this.driver.alive(instance.id)) continue;
      // Gone with the machine (a reboot): the learner's time runs on, in a new environment.
      this.log.warn({ instanceId: instance.id }, 'rebuilding the environment of a running lab instance');
      const [lab] = await this.db.select().from(labs).where(eq(labs.slug, instance.labSlug));
      await this.driver.destroy(instance.id);
      await this.driver.provision({ instanceId: instance.id, setup: lab ? setupScripts(lab) : [], language: 'en' }).catch((error: unknown) => {
        this.log.error({ err: error, instanceId: instance.id }, 'the environment of a running lab instance could not be rebuilt');
      });
    }
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
    await this.settled();
  }

  private sweep(): void {
    if (this.running) return;
    this.running = this.advance()
      .catch((error: unknown) => this.log.error({ err: error }, 'lab lifecycle sweep failed'))
      .finally(() => {
        this.running = undefined;
      });
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
    const expired: InstanceRow[] = await this.db
      .update(labInstances)
      .set({ status: 'expired', endedAt: sql`${labInstances.expiresAt}` })
      .where(where)
      .returning();
    for (const instance of expired) await this.release(instance.id);
  }
}
