import { randomBytes } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';

/** Card networks' test numbers and what they do; any other valid number succeeds. */
const OUTCOMES: Record<string, Exclude<ChargeResult, { ok: true }>> = {
  '4000000000000002': { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { ok: false, code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { ok: false, code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': { ok: false, code: 'processing_error', message: 'An error occurred while processing your card. Try again.' },
};

/**
 * The embedded payment provider: no money moves. 4242 4242 4242 4242 (and any other valid number)
 * succeeds; the numbers above fail the way a real gateway does.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly charged = new Map<string, ChargeResult>();

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const previous = this.charged.get(request.idempotencyKey);
    if (previous?.ok) return previous;
    const result: ChargeResult = OUTCOMES[request.card.number] ?? { ok: true, reference: `sandbox_ch_${randomBytes(10).toString('hex')}` };
    this.charged.set(request.idempotencyKey, result);
    return result;
  }
}
