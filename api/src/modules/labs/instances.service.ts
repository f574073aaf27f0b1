import { randomUUID } from 'node:crypto';
import { ACTIVE_INSTANCE_STATUSES, type LanguageCode } from '@ilm/contract';
import { and, count, desc, eq, inArray, isNull, lte, notInArray, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labCompletions, labInstances, labStepResults } from './instances.schema';
import { ApiError, conflict, notFound } from '../../http/api-error';
import type { LabDriver } from './driver/lab-driver';
import { catalogItemKey, type CatalogService } from '../catalog/catalog.service';
import type { TokenService } from '../tokens/tokens.service';
import { checkScript, failReason } from './content/check-script';
import { type LabLifecycle, PENDING, setupScripts } from './lifecycle';
import { say, text } from './labs.messages';

type InstanceRow = typeof labInstances.$inferSelect;
const ACTIVE = [...ACTIVE_INSTANCE_STATUSES];

export interface InstanceLimits {
  extendMinutes: number;
  maxExtensions: number;
  durationScale: number;
  /** Active instances on this machine, and per learner, at most. */
  maxInstances: number;
  maxPerLearner: number;
  checkTimeoutSeconds: number;
}

/** How the environments a driver cannot build are named to the learner. */
const ENVIRONMENT_NAMES: Record<string, string> = { aws: 'AWS', azure: 'Microsoft Azure', gcp: 'Google Cloud', kubernetes: 'Kubernetes' };

/** The longest a reset may hold an instance's environment; a process that died mid-reset frees it by then. */
const REBUILD_SECONDS = 120;
const notRebuilding = or(isNull(labInstances.rebuildingUntil), lte(labInstances.rebuildingUntil, sql`now()`));

/** How long a build is expected to take, for the `ready_at` the browser counts down to. */
const EXPECTED_BUILD_SECONDS = 5;

/** An extension costs half the lab's launch price, rounded up. */
export const extendCost = (tokensSpent: number) => Math.max(1, Math.ceil(tokensSpent / 2));

const instanceNotFound = () => notFound(text('instance_not_found'));
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Launching, extending and stopping lab instances, paid in tokens. */
export class InstanceService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly tokens: TokenService,
    private readonly driver: LabDriver,
    private readonly lifecycle: LabLifecycle,
    private readonly limits: InstanceLimits,
    /** Told when a learner completes a lab for the first time (a career path's diploma may be due). */
    private readonly onFirstCompletion: (userId: string, labSlug: string) => Promise<void> = async () => {},
  ) {}

  /** Whether this platform can run a lab of that environment. */
  canRun(environment: string): boolean {
    return (this.driver.environments as readonly string[]).includes(environment);
  }

  /**
   * Spends the lab's tokens and creates the instance in one transaction, then builds its
   * environment in the background. Refused before any token moves: a lab no driver here can run
   * (409), no room on the machine (503) or for the learner (409), a short balance (402).
   */
  async launch(userId: string, labSlug: string): Promise<InstanceRow> {
    const lab = await this.catalog.lab(labSlug);
    if (!this.canRun(lab.environment)) {
      throw new ApiError(409, 'lab_needs_environment', text('lab_needs_environment', { environment: ENVIRONMENT_NAMES[lab.environment] ?? lab.environment }));
    }
    const id = randomUUID();
    const created = await this.db.transaction(async (tx) => {
      // One launch at a time decides on the limits, so two cannot both take the last place.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lab_launch'))`);
      const active = inArray(labInstances.status, ACTIVE);
      const [everyone] = await tx.select({ n: count() }).from(labInstances).where(active);
      if ((everyone?.n ?? 0) >= this.limits.maxInstances) return 'no_capacity' as const;
      const [mine] = await tx
        .select({ n: count() })
        .from(labInstances)
        .where(and(active, eq(labInstances.userId, userId)));
      if ((mine?.n ?? 0) >= this.limits.maxPerLearner) return 'learner_limit' as const;
      const balance = await this.tokens.spend(tx, userId, lab.tokenCost, 'lab_launch', { type: 'lab_instance', id });
      if (balance === null) return 'short' as const;
      const [row] = await tx
        .insert(labInstances)
        .values({
          id,
          userId,
          labSlug: lab.slug,
          labTitle: lab.title,
          status: 'provisioning',
          provisioner: this.driver.name,
          region: 'local',
          tokensSpent: lab.tokenCost,
          durationMinutes: lab.durationMinutes,
          readyDueAt: new Date(Date.now() + EXPECTED_BUILD_SECONDS * 1000),
        })
        .returning();
      return row!;
    });
    if (created === 'no_capacity') throw new ApiError(503, 'lab_no_capacity', text('lab_no_capacity'));
    if (created === 'learner_limit') throw new ApiError(409, 'lab_learner_limit', text('lab_learner_limit', { max: this.limits.maxPerLearner }));
    if (created === 'short') {
      const balance = await this.tokens.balance(userId);
      throw new ApiError(402, 'insufficient_tokens', text('insufficient_tokens_launch', { cost: lab.tokenCost, balance }));
    }
    void this.lifecycle.build(id);
    return created;
  }

  /** Runs a step's check in the environment and keeps the result; the lab is completed when every checked step passed. */
  async checkStep(userId: string, id: string, index: number, language: LanguageCode) {
    const instance = await this.running(userId, id);
    if (instance.rebuildingUntil && instance.rebuildingUntil.getTime() > Date.now()) throw conflict('instance_rebuilding', text('instance_rebuilding'));
    const lab = await this.catalog.lab(instance.labSlug);
    const check = lab.scripts?.steps[index]?.check;
    if (index >= lab.steps.length) throw notFound(text('step_not_found', { index: index + 1 }));
    if (!check) throw new ApiError(400, 'step_not_checked', text('step_not_checked'));
    const result = await this.driver.check(id, checkScript(check, lab.scripts?.checkLib), {
      timeoutMs: this.checkTimeoutSeconds * 1000,
      env: { LAB_LANG: language },
    });
    const passed = result.exitCode === 0 && !result.timedOut;
    const reason = passed
      ? null
      : result.timedOut
        ? say(language, 'check_timed_out', { seconds: this.checkTimeoutSeconds })
        : (failReason(result.output) ?? say(language, 'check_failed_silently'));
    const message = reason === null ? null : { [language]: reason.slice(0, 500) };
    // Failed checks are counted, never reset by a pass: enough of them open the step's solution (docs/rules/lab-format.md#hints).
    const failedChecks = passed ? sql`${labStepResults.failedChecks}` : sql`${labStepResults.failedChecks} + 1`;
    await this.db
      .insert(labStepResults)
      .values({ instanceId: id, stepIndex: index, passed, message, failedChecks: passed ? 0 : 1 })
      .onConflictDoUpdate({ target: [labStepResults.instanceId, labStepResults.stepIndex], set: { passed, message, failedChecks, checkedAt: sql`now()` } });
    const completedAt = passed ? await this.completeIfDone(instance, lab.scripts?.steps.map((step) => Boolean(step.check)) ?? []) : instance.completedAt;
    const [saved] = await this.db
      .select()
      .from(labStepResults)
      .where(and(eq(labStepResults.instanceId, id), eq(labStepResults.stepIndex, index)));
    return { step: stepProgress(index, saved, language), completed_at: iso(completedAt ?? null) };
  }

  /** Marks the instance (and the learner's record of the lab) completed once every checked step has passed. */
  private async completeIfDone(instance: InstanceRow, checked: boolean[]): Promise<Date | null> {
    const results = await this.db.select().from(labStepResults).where(eq(labStepResults.instanceId, instance.id));
    const passed = new Set(results.filter((result) => result.passed).map((result) => result.stepIndex));
    if (!checked.every((isChecked, index) => !isChecked || passed.has(index))) return instance.completedAt;
    const { completedAt, first } = await this.db.transaction(async (tx) => {
      await tx
        .update(labInstances)
        .set({ completedAt: sql`now()` })
        .where(and(eq(labInstances.id, instance.id), sql`${labInstances.completedAt} is null`));
      const [row] = await tx.select({ completedAt: labInstances.completedAt }).from(labInstances).where(eq(labInstances.id, instance.id));
      const added = await tx
        .insert(labCompletions)
        .values({ userId: instance.userId, labSlug: instance.labSlug, instanceId: instance.id, completedAt: row!.completedAt! })
        .onConflictDoNothing()
        .returning({ labSlug: labCompletions.labSlug });
      return { completedAt: row!.completedAt, first: added.length > 0 };
    });
    if (first) await this.onFirstCompletion(instance.userId, instance.labSlug);
    return completedAt;
  }

  /**
   * A new environment for a running instance, set up again; its step results start over. The rebuild
   * holds the instance's `rebuilding_until` (taken by a conditional UPDATE, so one reset at a time in
   * the whole fleet, and no check meanwhile); a stop or expiry is never held up by it, and a sandbox
   * whose instance stopped while it was rebuilt is destroyed once the rebuild ends.
   */
  async reset(userId: string, id: string): Promise<InstanceRow> {
    const instance = await this.running(userId, id);
    const lab = await this.catalog.lab(instance.labSlug);
    const [taken] = await this.db
      .update(labInstances)
      .set({ rebuildingUntil: sql`now() + make_interval(secs => ${REBUILD_SECONDS})` })
      .where(and(eq(labInstances.id, id), eq(labInstances.status, 'running'), notRebuilding))
      .returning({ id: labInstances.id });
    if (!taken) throw await this.notRunningOrRebuilding(userId, id);
    let built = true;
    try {
      await this.lifecycle.closeShell(id);
      await this.driver.reset({ instanceId: id, setup: setupScripts(lab), language: 'en' });
      await this.db.delete(labStepResults).where(eq(labStepResults.instanceId, id));
    } catch {
      built = false;
    }
    if (!(await this.endRebuild(id))) throw conflict('instance_not_running', text('instance_not_running'));
    if (!built) throw new ApiError(503, 'provision_failed', text('provision_failed'));
    return this.get(userId, id);
  }

  /**
   * Hands back the rebuild; whether the instance still runs. One stopped or expired meanwhile loses
   * the environment just built (or half built: its stop may have cut the build short).
   */
  private async endRebuild(id: string): Promise<boolean> {
    const [row] = await this.db.update(labInstances).set({ rebuildingUntil: null }).where(eq(labInstances.id, id)).returning({ status: labInstances.status });
    if (row?.status === 'running') return true;
    await this.lifecycle.release(id);
    return false;
  }

  /** Why a running instance's environment could not be taken: it is being rebuilt (409 `instance_rebuilding`), or it is not running. */
  private async notRunningOrRebuilding(userId: string, id: string): Promise<ApiError> {
    const instance = await this.get(userId, id);
    if (instance.status !== 'running') return conflict('instance_not_running', text('instance_not_running'));
    return conflict('instance_rebuilding', text('instance_rebuilding'));
  }

  /** The instance, which must be running (409 otherwise). */
  async running(userId: string, id: string): Promise<InstanceRow> {
    const instance = await this.get(userId, id);
    if (instance.status !== 'running') throw conflict('instance_not_running', text('instance_not_running'));
    return instance;
  }

  private get checkTimeoutSeconds(): number {
    return this.limits.checkTimeoutSeconds;
  }

  async list(userId: string, status: 'active' | 'ended' | 'all' = 'all'): Promise<InstanceRow[]> {
    await this.lifecycle.advance({ userId });
    const filter = status === 'active' ? inArray(labInstances.status, ACTIVE) : status === 'ended' ? notInArray(labInstances.status, ACTIVE) : undefined;
    return this.db
      .select()
      .from(labInstances)
      .where(and(eq(labInstances.userId, userId), filter))
      .orderBy(desc(labInstances.createdAt))
      .limit(100);
  }

  async get(userId: string, id: string): Promise<InstanceRow> {
    await this.lifecycle.advance({ userId });
    const [row] = await this.db
      .select()
      .from(labInstances)
      .where(and(eq(labInstances.id, id), eq(labInstances.userId, userId)));
    if (!row) throw instanceNotFound();
    return row;
  }

  /**
   * Adds time to a running instance, up to the maximum number of extensions, for tokens. Whether it
   * may is decided on the instance's row locked in the transaction that extends it: concurrent extends
   * of one instance queue on that lock, and each one after the winners reads what they wrote, so a
   * loser is told its true reason (the maximum reached, a short balance), never that a running
   * instance is not running (docs/rules/labs.md#running). Checking a copy read before the lock could not tell.
   */
  async extend(userId: string, id: string): Promise<InstanceRow> {
    // 404 for another learner's instance; applies an expiry that is due, like every read.
    const { tokensSpent } = await this.get(userId, id);
    const cost = extendCost(tokensSpent);
    const seconds = Math.round(this.limits.extendMinutes * this.limits.durationScale * 60);
    const result = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(labInstances)
          .where(and(eq(labInstances.id, id), eq(labInstances.userId, userId)))
          .for('update');
        if (!row || row.status !== 'running' || !row.expiresAt || row.expiresAt.getTime() <= Date.now()) return 'not_running' as const;
        if (row.extensions >= this.limits.maxExtensions) return 'max_extensions' as const;
        const [extended] = await tx
          .update(labInstances)
          .set({ extensions: sql`${labInstances.extensions} + 1`, expiresAt: sql`${labInstances.expiresAt} + make_interval(secs => ${seconds})` })
          .where(eq(labInstances.id, id))
          .returning();
        const balance = await this.tokens.spend(tx, userId, cost, 'lab_extend', { type: 'lab_instance', id });
        if (balance === null) tx.rollback();
        return extended!;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return 'short' as const;
        throw error;
      });
    if (result === 'not_running') throw conflict('instance_not_running', text('instance_not_running_extend'));
    if (result === 'max_extensions') throw conflict('max_extensions_reached', text('max_extensions_reached', { max: this.limits.maxExtensions }));
    if (result === 'short') {
      throw new ApiError(402, 'insufficient_tokens', text('insufficient_tokens_extend', { cost, balance: await this.tokens.balance(userId) }));
    }
    return result;
  }

  /** Stops an instance; one stopped before it ever ran gets its tokens back. */
  async stop(userId: string, id: string): Promise<InstanceRow> {
    await this.get(userId, id);
    const stopped = await this.db.transaction(async (tx) => {
      const [before] = await tx.select({ status: labInstances.status }).from(labInstances).where(eq(labInstances.id, id)).for('update');
      const [row] = await tx
        .update(labInstances)
        .set({ status: 'stopped', endedAt: sql`now()` })
        .where(and(eq(labInstances.id, id), inArray(labInstances.status, ACTIVE)))
        .returning();
      if (row && before && (PENDING as readonly string[]).includes(before.status)) {
        await this.tokens.grant(tx, userId, row.tokensSpent, 'lab_refund', { type: 'lab_instance', id });
      }
      return row;
    });
    if (!stopped) throw conflict('instance_not_active', text('instance_not_active'));
    await this.lifecycle.release(stopped.id);
    return stopped;
  }

  /**
   * The instances as the API answers them: each lab's title in `language` (the stored title when
   * the lab is gone), each step's progress, a failure reason in `language`.
   */
  async present(rows: InstanceRow[], language: LanguageCode) {
    const titles = await this.catalog.namesIn(
      language,
      rows.map((row) => ({ kind: 'lab' as const, slug: row.labSlug })),
    );
    const stepCounts = await this.catalog.stepCounts(rows.map((row) => row.labSlug));
    const ids = rows.map((row) => row.id);
    const results = ids.length ? await this.db.select().from(labStepResults).where(inArray(labStepResults.instanceId, ids)) : [];
    return rows.map((row) => {
      const mine = results.filter((result) => result.instanceId === row.id);
      const steps = Array.from({ length: stepCounts.get(row.labSlug) ?? 0 }, (_, index) =>
        stepProgress(
          index,
          mine.find((result) => result.stepIndex === index),
          language,
        ),
      );
      return this.toDto(row, language, titles.get(catalogItemKey('lab', row.labSlug)), steps);
    });
  }

  async presentOne(row: InstanceRow, language: LanguageCode) {
    return (await this.present([row], language))[0]!;
  }

  toDto(row: InstanceRow, language: LanguageCode, labTitle = row.labTitle, steps: StepProgressDto[] = []) {
    const running = row.status === 'running';
    const remaining = running && row.expiresAt ? Math.max(0, Math.round((row.expiresAt.getTime() - Date.now()) / 1000)) : null;
    return {
      id: row.id,
      lab: { slug: row.labSlug, title: labTitle },
      status: row.status,
      provisioner: row.provisioner,
      region: row.region,
      tokens_spent: row.tokensSpent,
      duration_minutes: row.durationMinutes,
      extensions: row.extensions,
      max_extensions: this.limits.maxExtensions,
      extend_token_cost: extendCost(row.tokensSpent),
      failure_reason: failureText(row.failureReason, language),
      steps,
      completed_at: iso(row.completedAt),
      ready_at: (PENDING as readonly string[]).includes(row.status) ? iso(row.readyDueAt) : null,
      started_at: iso(row.startedAt),
      expires_at: iso(row.expiresAt),
      ended_at: iso(row.endedAt),
      seconds_remaining: remaining,
      created_at: row.createdAt.toISOString(),
    };
  }
}

type StepResultRow = typeof labStepResults.$inferSelect;
type StepProgressDto = { index: number; passed: boolean; message: string | null; checked_at: string | null };

/** A step's progress as the API answers it; the reason in `language` when the check wrote it in that language. */
function stepProgress(index: number, result: StepResultRow | undefined, language: LanguageCode): StepProgressDto {
  const messages = result?.message ?? null;
  const message = messages ? (messages[language] ?? Object.values(messages)[0] ?? null) : null;
  return { index, passed: result?.passed ?? false, message, checked_at: iso(result?.checkedAt ?? null) };
}

/** A failure reason kept as a message key is written in the reader's language; older free text is given as it is. */
function failureText(reason: string | null, language: LanguageCode): string | null {
  if (reason === null) return null;
  return /^[a-z_]+$/.test(reason) ? (say as (language: LanguageCode, key: string) => string)(language, reason) : reason;
}
