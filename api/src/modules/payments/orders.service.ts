import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPaths, plans, tokenPacks } from '../catalog/catalog.schema';
import { entitlements, orders } from './payments.schema';
import { users } from '../accounts/accounts.schema';
import { ApiError, conflict, notFound } from '../../http/api-error';
import { validateCard } from './card-validation';
import type { CardDetails, ChargeResult, PaymentOutcome, PaymentProvider } from './payment-provider';
import type { LedgerReason, TokenService } from '../tokens/tokens.service';
import type { CurrencyService } from './currency.service';
import { catalogItemKey, type CatalogService } from '../catalog/catalog.service';
import type { LanguageCode } from '@ilm/contract';
import { say, text } from './payments.messages';

export type ItemType = 'plan' | 'career_path' | 'token_pack';
type OrderRow = typeof orders.$inferSelect;

const GRANT_REASON: Record<ItemType, LedgerReason> = {
  plan: 'plan_purchase',
  career_path: 'career_path_purchase',
  token_pack: 'token_pack_purchase',
};

const orderNotFound = () => notFound(text('order_not_found'));

/** How long a `lookup` may take before the provider counts as unreachable. */
const LOOKUP_TIMEOUT_MS = 10_000;

/** Unpaid orders count against `ORDER_MAX_PENDING` for this long after they were made (api/README.md). */
export const PENDING_ORDER_WINDOW_MS = 24 * 3600 * 1000;

/** 429 `too_many_pending_orders`: the route adds Retry-After (when the oldest counted order stops counting). */
export class TooManyPendingOrders extends ApiError {
  constructor(
    max: number,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'too_many_pending_orders', text('too_many_pending_orders', { max }));
  }
}

/** What the provider said of an order's charge, or that it could not be asked. */
export type ChargeOutcome = PaymentOutcome | { status: 'unreachable' };

export interface OrderLimits {
  /** Unpaid orders (pending or processing) a learner may have made in the last day. */
  maxPendingOrders: number;
}

/** Orders for plans, career-path bundles and token packs; a paid order grants what it bought exactly once. */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly currency: CurrencyService,
    private readonly tokens: TokenService,
    private readonly payments: PaymentProvider,
    private readonly catalog: CatalogService,
    private readonly limits: OrderLimits,
  ) {}

  /**
   * The orders as the API answers them, each item named in `language` from today's catalog ("Pro
   * plan" → "خطة Pro"); the name stored with the order when the item is gone.
   */
  async present(rows: OrderRow[], language: LanguageCode) {
    const names = await this.catalog.namesIn(
      language,
      rows.map((row) => ({ kind: row.itemType as ItemType, slug: row.itemSlug })),
    );
    return rows.map((row) => {
      const name = names.get(catalogItemKey(row.itemType as ItemType, row.itemSlug));
      return orderDto(row, name === undefined ? row.itemName : itemName(row.itemType as ItemType, name, language));
    });
  }

  async presentOne(row: OrderRow, language: LanguageCode) {
    return (await this.present([row], language))[0]!;
  }

  /**
   * The learner's order for an item: the pending one for the same item at the same price when there
   * is one (`reused`; a checkout that is opened again, a double click, or a retry after a decline pays
   * that order), else a new one, refused over `maxPendingOrders` unpaid orders of the last day with a
   * 429: one learner must not pile up pending orders (docs/rules/payments.md#orders).
   */
  async create(userId: string, itemType: ItemType, itemSlug: string): Promise<{ order: OrderRow; reused: boolean }> {
    const item = await this.findItem(itemType, itemSlug);
    const [user] = await this.db.select({ country: users.country }).from(users).where(eq(users.id, userId));
    const local = await this.currency.forCountry(user?.country ?? 'US');
    const values = {
      userId,
      itemType,
      itemSlug,
      itemName: item.name,
      amountUsdCents: item.priceUsdCents,
      currencyCode: local.currency_code,
      localAmount: Math.round(item.priceUsdCents * local.conversation_amount),
      tokens: item.tokens,
    };
    const decided = await this.db.transaction(async (tx): Promise<{ order: OrderRow; reused: boolean } | { retryAfterSeconds: number }> => {
      // One order decision per learner at a time: two identical requests at once cannot both create
      // an order, nor two different ones both take the last place under the cap.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${userId}`}))`);
      const [same] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'pending'),
            eq(orders.itemType, itemType),
            eq(orders.itemSlug, itemSlug),
            eq(orders.amountUsdCents, values.amountUsdCents),
            eq(orders.currencyCode, values.currencyCode),
            eq(orders.localAmount, values.localAmount),
            eq(orders.tokens, values.tokens),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      if (same) return { order: same, reused: true };
      const now = Date.now();
      const unpaid = await tx
        .select({ createdAt: orders.createdAt })
        .from(orders)
        .where(
          and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'processing']), gte(orders.createdAt, new Date(now - PENDING_ORDER_WINDOW_MS))),
        )
        .orderBy(asc(orders.createdAt));
      const max = this.limits.maxPendingOrders;
      if (unpaid.length >= max) {
        // A place opens when enough of the oldest ones have left the window.
        const opensAt = unpaid[unpaid.length - max]!.createdAt.getTime() + PENDING_ORDER_WINDOW_MS;
        return { retryAfterSeconds: Math.max(1, Math.ceil((opensAt - now) / 1000)) };
      }
      const [order] = await tx.insert(orders).values(values).returning();
      return { order: order!, reused: false };
    });
    if ('retryAfterSeconds' in decided) throw new TooManyPendingOrders(this.limits.maxPendingOrders, decided.retryAfterSeconds);
    return decided;
  }

  async list(userId: string): Promise<OrderRow[]> {
    return this.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(100);
  }

  async get(userId: string, id: string): Promise<OrderRow> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * Charges the card and grants the order. The order is first claimed (pending → processing) by one
   * conditional UPDATE, so two concurrent payments cannot both charge or both grant. When the charge's
   * answer is lost (the provider or the connection broke), the provider is asked what happened rather
   * than the payment assumed failed; if it cannot be asked either, the order stays processing and
   * `PaymentRecovery` settles it (docs/rules/payments.md#recovery).
   */
  async pay(userId: string, id: string, rawCard: CardDetails): Promise<OrderRow> {
    const card = validateCard(rawCard);
    const [claimed] = await this.db
      .update(orders)
      .set({ status: 'processing' })
      .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.status, 'pending')))
      .returning();
    if (!claimed) {
      const order = await this.get(userId, id);
      if (order.status === 'paid') throw conflict('order_already_paid', text('order_already_paid'));
      throw conflict('payment_in_progress', text('payment_in_progress'));
    }
    let result: ChargeResult;
    try {
      result = await this.payments.charge({
        amountCents: claimed.amountUsdCents,
        currency: 'USD',
        description: claimed.itemName,
        card,
        idempotencyKey: claimed.id,
      });
    } catch {
      const outcome = await this.outcomeOf(id);
      if (outcome.status === 'unreachable') throw new ApiError(502, 'payment_unconfirmed', text('payment_unconfirmed'));
      if (outcome.status === 'not_found') {
        await this.failBack(id, say('en', 'payment_unreachable'));
        throw new ApiError(402, 'processing_error', text('payment_unreachable'));
      }
      result = outcome.status === 'succeeded' ? { ok: true, reference: outcome.reference } : { ok: false, code: outcome.code, message: outcome.message };
    }
    if (!result.ok) {
      await this.failBack(id, result.message);
      throw new ApiError(402, result.code, text(result.code));
    }
    const paid = await this.settlePaid(id, { reference: result.reference, cardLast4: card.number.slice(-4) });
    if (paid) return paid;
    // Settled meanwhile by the payment recovery, which found this very charge: already granted.
    const order = await this.get(userId, id);
    if (order.status === 'paid' && order.paymentRef === result.reference) return order;
    throw conflict('order_already_paid', text('order_already_paid'));
  }

  /** What the provider's records say became of an order's charge (its id is the idempotency key). */
  async outcomeOf(id: string): Promise<ChargeOutcome> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ChargeOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ status: 'unreachable' }), LOOKUP_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.payments.lookup(id).catch((): ChargeOutcome => ({ status: 'unreachable' })), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Marks a charged order paid and grants what it bought, in one transaction, once: null when it was
   * already paid. A payment whose order was meanwhile failed back to pending (its answer came late) is
   * still granted: the card was charged.
   */
  async settlePaid(id: string, payment: { reference: string; cardLast4: string | null }): Promise<OrderRow | null> {
    return this.db.transaction(async (tx) => {
      const [paid] = await tx
        .update(orders)
        .set({
          status: 'paid',
          paidAt: new Date(),
          lastError: null,
          paymentProvider: this.payments.name,
          paymentRef: payment.reference,
          cardLast4: payment.cardLast4,
        })
        .where(and(eq(orders.id, id), ne(orders.status, 'paid')))
        .returning();
      if (!paid) return null;
      const itemType = paid.itemType as ItemType;
      if (paid.tokens > 0) await this.tokens.grant(tx, paid.userId, paid.tokens, GRANT_REASON[itemType], { type: 'order', id: paid.id });
      if (itemType !== 'token_pack') {
        await tx.insert(entitlements).values({ userId: paid.userId, kind: itemType, slug: paid.itemSlug, orderId: paid.id });
      }
      if (itemType === 'plan') await tx.update(users).set({ plan: paid.itemSlug, updatedAt: new Date() }).where(eq(users.id, paid.userId));
      return paid;
    });
  }

  /** Makes an order that is processing payable again, `lastError` saying why (kept in English). */
  async failBack(id: string, lastError: string): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({ status: 'pending', lastError })
      .where(and(eq(orders.id, id), eq(orders.status, 'processing')))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /** Orders claimed by a payment and not settled, the oldest first. */
  async processing(limit: number): Promise<OrderRow[]> {
    return this.db.select().from(orders).where(eq(orders.status, 'processing')).orderBy(asc(orders.createdAt)).limit(limit);
  }

  /** What the user owns besides tokens: plans and career paths. */
  async entitlementsOf(userId: string) {
    return this.db.select().from(entitlements).where(eq(entitlements.userId, userId)).orderBy(desc(entitlements.createdAt));
  }

  private async findItem(itemType: ItemType, slug: string): Promise<{ name: string; priceUsdCents: number; tokens: number }> {
    if (itemType === 'plan') {
      const [plan] = await this.db.select().from(plans).where(eq(plans.slug, slug));
      if (plan) return { name: itemName('plan', plan.name), priceUsdCents: plan.priceUsdCents, tokens: plan.tokensGranted };
    } else if (itemType === 'career_path') {
      const [path] = await this.db.select().from(careerPaths).where(eq(careerPaths.slug, slug));
      if (path) return { name: itemName('career_path', path.title), priceUsdCents: path.priceUsdCents, tokens: path.tokensIncluded };
    } else {
      const [pack] = await this.db.select().from(tokenPacks).where(eq(tokenPacks.slug, slug));
      if (pack) return { name: pack.name, priceUsdCents: pack.priceUsdCents, tokens: pack.tokens };
    }
    throw notFound(text(itemType === 'plan' ? 'plan_not_found' : itemType === 'career_path' ? 'career_path_not_found' : 'token_pack_not_found', { slug }));
  }
}

/** What an order line reads: "Pro plan", "Cloud Engineer career path", a token pack by its own name. */
function itemName(type: ItemType, name: string, language: LanguageCode = 'en'): string {
  if (type === 'plan') return say(language, 'order_item_plan', { name });
  if (type === 'career_path') return say(language, 'order_item_career_path', { name });
  return name;
}

export function orderDto(order: OrderRow, name = order.itemName) {
  return {
    id: order.id,
    item_type: order.itemType,
    item_slug: order.itemSlug,
    item_name: name,
    amount_usd: order.amountUsdCents / 100,
    amount_usd_cents: order.amountUsdCents,
    currency_code: order.currencyCode,
    local_amount: order.localAmount / 100,
    tokens: order.tokens,
    status: order.status,
    last_error: order.lastError,
    payment_provider: order.paymentProvider,
    card_last4: order.cardLast4,
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    created_at: order.createdAt.toISOString(),
  };
}
