import { randomUUID } from 'node:crypto';
import { ACTIVE_INSTANCE_STATUSES, type LanguageCode } from '@ilm/contract';
import { and, desc, eq, gt, inArray, lt, notInArray, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labInstances } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../http/api-error';
import { text } from '../../i18n/messages';
import type { Provisioner } from '../../provisioner/provisioner';
import { catalogItemKey, type CatalogService } from '../catalog/catalog.service';
import type { TokenService } from '../tokens/tokens.service';
import { type LabLifecycle, PENDING } from './lifecycle';

type InstanceRow = typeof labInstances.$inferSelect;
const ACTIVE = [...ACTIVE_INSTANCE_STATUSES];

export interface InstanceLimits {
  extendMinutes: number;
  maxExtensions: number;
  durationScale: number;
}

/** An extension costs half the lab's launch price, rounded up. */
export const extendCost = (tokensSpent: number) => Math.max(1, Math.ceil(tokensSpent / 2));

const instanceNotFound = () => notFound('instance_not_found');
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Launching, extending and stopping lab instances, paid in tokens. */
export class InstanceService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly tokens: TokenService,
    private readonly provisioner: Provisioner,
    private readonly lifecycle: LabLifecycle,
    private readonly limits: InstanceLimits,
  ) {}

  /** Spends the lab's tokens and creates the instance in one transaction; 402 when the balance is short. */
  async launch(userId: string, labSlug: string): Promise<InstanceRow> {
    const lab = await this.catalog.lab(labSlug);
    const id = randomUUID();
    const created = await this.db.transaction(async (tx) => {
      const balance = await this.tokens.spend(tx, userId, lab.tokenCost, 'lab_launch', { type: 'lab_instance', id });
      if (balance === null) return null;
      const [row] = await tx
        .insert(labInstances)
        .values({
          id,
          userId,
          labSlug: lab.slug,
          labTitle: lab.title,
          status: 'requested',
          provisioner: this.provisioner.name,
          region: 'pending',
          tokensSpent: lab.tokenCost,
          durationMinutes: lab.durationMinutes,
          readyDueAt: new Date(),
        })
        .returning();
      return row!;
    });
    if (!created) {
      const balance = await this.tokens.balance(userId);
      throw new ApiError(402, 'insufficient_tokens', text('insufficient_tokens_launch', { cost: lab.tokenCost, balance }));
    }
    let plan;
    try {
      plan = await this.provisioner.begin({ instanceId: id, userId, lab });
    } catch {
      await this.lifecycle.fail(id, 'The lab environment could not be started. Your tokens were refunded; please try again.');
      return this.get(userId, id);
    }
    const [provisioning] = await this.db
      .update(labInstances)
      .set({ status: 'provisioning', region: plan.region, readyDueAt: plan.readyAt })
      .where(and(eq(labInstances.id, id), eq(labInstances.status, 'requested')))
      .returning();
    return provisioning ?? created;
  }

  async list(userId: string, status: 'active' | 'ended' | 'all' = 'all'): Promise<InstanceRow[]> {
    await this.lifecycle.advance({ userId });
    const filter =
      status === 'active' ? inArray(labInstances.status, ACTIVE) : status === 'ended' ? notInArray(labInstances.status, ACTIVE) : undefined;
    return this.db
      .select()
      .from(labInstances)
      .where(and(eq(labInstances.userId, userId), filter))
      .orderBy(desc(labInstances.createdAt))
      .limit(100);
  }

  async get(userId: string, id: string): Promise<InstanceRow> {
    await this.lifecycle.advance({ userId });
    const [row] = await this.db.select().from(labInstances).where(and(eq(labInstances.id, id), eq(labInstances.userId, userId)));
    if (!row) throw instanceNotFound();
    return row;
  }

  /** Adds time to a running instance, up to the maximum number of extensions, for tokens. */
  async extend(userId: string, id: string): Promise<InstanceRow> {
    const current = await this.get(userId, id);
    if (current.status !== 'running') throw conflict('instance_not_running', 'instance_not_running');
    if (current.extensions >= this.limits.maxExtensions) {
      throw conflict('max_extensions_reached', 'max_extensions_reached', { max: this.limits.maxExtensions });
    }
    const cost = extendCost(current.tokensSpent);
    const seconds = Math.round(this.limits.extendMinutes * this.limits.durationScale * 60);
    const result = await this.db.transaction(async (tx) => {
      const [extended] = await tx
        .update(labInstances)
        .set({ extensions: sql`${labInstances.extensions} + 1`, expiresAt: sql`${labInstances.expiresAt} + make_interval(secs => ${seconds})` })
        .where(
          and(
            eq(labInstances.id, id),
            eq(labInstances.status, 'running'),
            lt(labInstances.extensions, this.limits.maxExtensions),
            gt(labInstances.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!extended) return 'conflict' as const;
      const balance = await this.tokens.spend(tx, userId, cost, 'lab_extend', { type: 'lab_instance', id });
      if (balance === null) tx.rollback();
      return extended;
    }).catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return 'short' as const;
      throw error;
    });
    if (result === 'conflict') throw conflict('instance_not_running', 'instance_no_longer_extendable');
    if (result === 'short') {
      throw new ApiError(402, 'insufficient_tokens', text('insufficient_tokens_extend', { cost, balance: await this.tokens.balance(userId) }));
    }
    return result;
  }

  /** Stops an instance; one stopped before it ever ran gets its tokens back. */
  async stop(userId: string, id: string): Promise<InstanceRow> {
    await this.get(userId, id);
    const stopped = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: labInstances.status })
        .from(labInstances)
        .where(eq(labInstances.id, id))
        .for('update');
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
    if (!stopped) throw conflict('instance_not_active', 'instance_not_active');
    await this.provisioner.release(stopped);
    return stopped;
  }

  /** The instances as the API answers them, each lab's title in `language` (the stored title when the lab is gone). */
  async present(rows: InstanceRow[], language: LanguageCode) {
    const titles = await this.catalog.namesIn(language, rows.map((row) => ({ kind: 'lab' as const, slug: row.labSlug })));
    return rows.map((row) => this.toDto(row, titles.get(catalogItemKey('lab', row.labSlug))));
  }

  async presentOne(row: InstanceRow, language: LanguageCode) {
    return (await this.present([row], language))[0]!;
  }

  toDto(row: InstanceRow, labTitle = row.labTitle) {
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
      credentials: running ? row.credentials : null,
      console_url: running ? row.consoleUrl : null,
      failure_reason: row.failureReason,
      ready_at: (PENDING as readonly string[]).includes(row.status) ? iso(row.readyDueAt) : null,
      started_at: iso(row.startedAt),
      expires_at: iso(row.expiresAt),
      ended_at: iso(row.endedAt),
      seconds_remaining: remaining,
      created_at: row.createdAt.toISOString(),
    };
  }
}
