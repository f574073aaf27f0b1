import type { FastifyBaseLogger } from 'fastify';
import type { OrderService } from './orders.service';
import { say } from './payments.messages';

export interface PaymentRecoveryOptions {
  /** How often orders left processing are looked at (0: only at start). */
  intervalMs: number;
  /** How long an order may stay processing, its outcome unknown, before it is made payable again. */
  timeoutSeconds: number;
}

/** Orders looked at per pass (the oldest first); more wait for the next pass. */
const BATCH = 100;
/** How long the start waits for the first pass before it goes on in the background. */
const START_WAIT_MS = 10_000;

/**
 * Settles the orders a payment claimed (pending → processing) and never finished: the API died
 * mid-payment (docs/rules/payments.md#recovery: without it, a `kill -9` would leave an order answering 409 `payment_in_progress` forever).
 * At start and every `intervalMs` it asks the payment provider what became of each one's charge:
 *
 * - charged: the order is paid and granted, once (`OrderService.settlePaid` is a conditional UPDATE
 *   in the grant's transaction, so a payment still running elsewhere, a second pass or a second
 *   process cannot grant it again);
 * - refused, never made, or the provider cannot be asked: once the order has been processing for
 *   `timeoutSeconds`, it is made payable again with the reason as `last_error`. Paying it again uses
 *   the same idempotency key (the order id), so a charge that did go through is never made twice:
 *   the provider answers with it and the order is granted.
 *
 * Orders carry no "claimed at" time (the schema has `created_at` only, the time the order was made),
 * so "processing for" counts from when this process first saw the order processing: never earlier
 * than the claim, so a payment still running in another process is given the full timeout.
 */
export class PaymentRecovery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly seenSince = new Map<string, number>();

  constructor(
    private readonly orders: OrderService,
    private readonly options: PaymentRecoveryOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The pass at start (waited for, up to START_WAIT_MS), then one every `intervalMs`. */
  async start(): Promise<void> {
    const first = this.pass();
    if (this.options.intervalMs > 0) {
      this.timer = setInterval(() => void this.pass(), this.options.intervalMs);
      this.timer.unref();
    }
    let wait: NodeJS.Timeout | undefined;
    await Promise.race([first, new Promise((resolve) => (wait = setTimeout(resolve, START_WAIT_MS)))]);
    clearTimeout(wait);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass over the orders left processing; `now` lets tests move the clock. */
  async tick(now = Date.now()): Promise<void> {
    const stuck = await this.orders.processing(BATCH);
    const ids = new Set(stuck.map((order) => order.id));
    for (const id of this.seenSince.keys()) if (!ids.has(id)) this.seenSince.delete(id);
    for (const order of stuck) {
      const since = this.seenSince.get(order.id) ?? now;
      this.seenSince.set(order.id, since);
      const outcome = await this.orders.outcomeOf(order.id);
      if (outcome.status === 'succeeded') {
        if (await this.orders.settlePaid(order.id, { reference: outcome.reference, cardLast4: outcome.cardLast4 ?? null })) {
          this.log.info({ orderId: order.id }, 'payment recovery: the provider charged this order; granted');
        }
        continue;
      }
      if (now - since < this.options.timeoutSeconds * 1000) continue;
      const reason =
        outcome.status === 'failed' ? outcome.message : say('en', outcome.status === 'not_found' ? 'payment_interrupted' : 'payment_not_confirmed');
      if (await this.orders.failBack(order.id, reason)) {
        this.log.warn({ orderId: order.id, outcome: outcome.status }, 'payment recovery: payment not completed; the order is payable again');
      }
    }
  }

  private pass(): Promise<void> {
    this.running ??= this.tick()
      .catch((error: unknown) => this.log.error({ err: error }, 'payment recovery pass failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
