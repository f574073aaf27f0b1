import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerPaths, entitlements, orders, plans, tokenPacks, users } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../http/api-error';
import { say, text } from '../../i18n/messages';
import { validateCard } from '../../payments/card-validation';
import type { CardDetails, PaymentProvider } from '../../payments/payment-provider';
import type { LedgerReason, TokenService } from '../tokens/tokens.service';
import type { CurrencyService } from './currency.service';
import { catalogItemKey, type CatalogService } from '../catalog/catalog.service';
import type { LanguageCode } from '@ilm/contract';

export type ItemType = 'plan' | 'career_path' | 'token_pack';
type OrderRow = typeof orders.$inferSelect;

const GRANT_REASON: Record<ItemType, LedgerReason> = {
  plan: 'plan_purchase',
  career_path: 'career_path_purchase',
  token_pack: 'token_pack_purchase',
};

const orderNotFound = () => notFound('order_not_found');

/** Orders for plans, career-path bundles and token packs; a paid order grants what it bought exactly once. */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly currency: CurrencyService,
    private readonly tokens: TokenService,
    private readonly payments: PaymentProvider,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * The orders as the API answers them, each item named in `language` from today's catalog ("Pro
   * plan" → "خطة Pro"); the name stored with the order when the item is gone.
   */
  async present(rows: OrderRow[], language: LanguageCode) {
    const names = await this.catalog.namesIn(language, rows.map((row) => ({ kind: row.itemType as ItemType, slug: row.itemSlug })));
    return rows.map((row) => {
      const name = names.get(catalogItemKey(row.itemType as ItemType, row.itemSlug));
      return orderDto(row, name === undefined ? row.itemName : itemName(row.itemType as ItemType, name, language));
    });
  }

  async presentOne(row: OrderRow, language: LanguageCode) {
    return (await this.present([row], language))[0]!;
  }

  async create(userId: string, itemType: ItemType, itemSlug: string): Promise<OrderRow> {
    const item = await this.findItem(itemType, itemSlug);
    const [user] = await this.db.select({ country: users.country }).from(users).where(eq(users.id, userId));
    const local = await this.currency.forCountry(user?.country ?? 'US');
    const [order] = await this.db
      .insert(orders)
      .values({
        userId,
        itemType,
        itemSlug,
        itemName: item.name,
        amountUsdCents: item.priceUsdCents,
        currencyCode: local.currency_code,
        localAmount: Math.round(item.priceUsdCents * local.conversation_amount),
        tokens: item.tokens,
      })
      .returning();
    return order!;
  }

  async list(userId: string): Promise<OrderRow[]> {
    return this.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(100);
  }

  async get(userId: string, id: string): Promise<OrderRow> {
    const [order] = await this.db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * Charges the card and grants the order. The order is first claimed (pending → processing) by one
   * conditional UPDATE, so two concurrent payments cannot both charge or both grant.
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
      if (order.status === 'paid') throw conflict('order_already_paid', 'order_already_paid');
      throw conflict('payment_in_progress', 'payment_in_progress');
    }
    const result = await this.payments
      .charge({ amountCents: claimed.amountUsdCents, currency: 'USD', description: claimed.itemName, card, idempotencyKey: claimed.id })
      .catch(() => ({ ok: false as const, code: 'processing_error' as const, message: say('en', 'payment_unreachable'), unreachable: true }));
    if (!result.ok) {
      await this.db.update(orders).set({ status: 'pending', lastError: result.message }).where(eq(orders.id, id));
      throw new ApiError(402, result.code, text('unreachable' in result ? 'payment_unreachable' : result.code));
    }
    return this.db.transaction(async (tx) => {
      const [paid] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: new Date(), lastError: null, paymentProvider: this.payments.name, paymentRef: result.reference, cardLast4: card.number.slice(-4) })
        .where(and(eq(orders.id, id), eq(orders.status, 'processing')))
        .returning();
      if (!paid) throw conflict('order_already_paid', 'order_already_paid');
      const itemType = paid.itemType as ItemType;
      if (paid.tokens > 0) await this.tokens.grant(tx, userId, paid.tokens, GRANT_REASON[itemType], { type: 'order', id: paid.id });
      if (itemType !== 'token_pack') {
        await tx.insert(entitlements).values({ userId, kind: itemType, slug: paid.itemSlug, orderId: paid.id });
      }
      if (itemType === 'plan') await tx.update(users).set({ plan: paid.itemSlug, updatedAt: new Date() }).where(eq(users.id, userId));
      return paid;
    });
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
    throw notFound(itemType === 'plan' ? 'plan_not_found' : itemType === 'career_path' ? 'career_path_not_found' : 'token_pack_not_found', { slug });
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
