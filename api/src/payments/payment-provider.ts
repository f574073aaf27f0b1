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

export type ChargeResult =
  | { ok: true; reference: string }
  | { ok: false; code: 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error'; message: string };

/** Takes payments. The embedded default is the sandbox provider; a real gateway implements the same call. */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
