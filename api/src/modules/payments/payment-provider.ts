/** Card details as the checkout form sends them (already validated by `validateCard`). */
export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name?: string;
}

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  description: string;
  card: CardDetails;
  /** The order id: a provider must not charge the same key twice. */
  idempotencyKey: string;
}

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error';

export type ChargeResult = { ok: true; reference: string } | { ok: false; code: DeclineCode; message: string };

/** What the provider's own records say became of the charges made under one idempotency key (an order id). */
export type PaymentOutcome =
  /** Charged: the money moved (the last four digits of the card when the provider tells them). */
  | { status: 'succeeded'; reference: string; cardLast4?: string }
  /** The last attempt was refused; nothing was charged. */
  | { status: 'failed'; code: DeclineCode; message: string }
  /** No charge was ever made under that key. */
  | { status: 'not_found' };

/** Takes payments. The embedded default is the sandbox provider; a real gateway implements the same calls. */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * What became of the charge made under `idempotencyKey`, from the provider's records (a gateway's
   * "retrieve payment by idempotency key / metadata"). Asked when a charge's answer was lost (the API
   * died or the connection broke mid-payment), so it must tell the truth, and throw when it cannot
   * be asked rather than guess.
   */
  lookup(idempotencyKey: string): Promise<PaymentOutcome>;
}
