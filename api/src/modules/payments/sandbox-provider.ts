import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, fsyncSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { ChargeRequest, ChargeResult, PaymentOutcome, PaymentProvider } from './payment-provider';

/** Card networks' test numbers and what they do; any other valid number succeeds. */
const OUTCOMES: Record<string, Exclude<ChargeResult, { ok: true }>> = {
  '4000000000000002': { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { ok: false, code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { ok: false, code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': { ok: false, code: 'processing_error', message: 'An error occurred while processing your card. Try again.' },
};

/** One attempt as the sandbox records it: the card's last four digits only. */
interface Attempt {
  key: string;
  result: ChargeResult;
  last4: string;
}

export interface SandboxOptions {
  /**
   * Where the sandbox keeps its record of attempts, one JSON line each, written before a charge
   * answers. A gateway's records outlive the API; with this file the sandbox's do too, so after a
   * crash mid-payment (kill -9) the API finds out what was charged (docs/rules/payments.md#recovery). Unset: in memory.
   */
  journalFile?: string;
}

/**
 * The embedded payment provider: no money moves. 4242 4242 4242 4242 (and any other valid number)
 * succeeds; the numbers above fail the way a real gateway does. A key (order id) already charged is
 * never charged again, and `lookup` answers from the same record the charges wrote.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly attempts = new Map<string, Attempt>();
  /** How much of the journal has been read (other processes append to it too). */
  private journalRead = 0;

  constructor(private readonly options: SandboxOptions = {}) {
    this.readJournal();
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.readJournal();
    const previous = this.attempts.get(request.idempotencyKey);
    if (previous?.result.ok) return previous.result;
    const result: ChargeResult = OUTCOMES[request.card.number] ?? { ok: true, reference: `sandbox_ch_${randomBytes(10).toString('hex')}` };
    this.record({ key: request.idempotencyKey, result, last4: request.card.number.slice(-4) });
    return result;
  }

  async lookup(idempotencyKey: string): Promise<PaymentOutcome> {
    this.readJournal();
    const attempt = this.attempts.get(idempotencyKey);
    if (!attempt) return { status: 'not_found' };
    if (attempt.result.ok) return { status: 'succeeded', reference: attempt.result.reference, cardLast4: attempt.last4 };
    return { status: 'failed', code: attempt.result.code, message: attempt.result.message };
  }

  private record(attempt: Attempt): void {
    this.attempts.set(attempt.key, attempt);
    const file = this.options.journalFile;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const fd = openSync(file, 'a', 0o600);
    try {
      writeSync(fd, `${JSON.stringify(attempt)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  /** Takes in the whole lines appended since the last read (by an earlier life of the API or another process). */
  private readJournal(): void {
    const file = this.options.journalFile;
    if (!file) return;
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch {
      return; // nothing charged yet
    }
    try {
      const size = fstatSync(fd).size;
      if (size <= this.journalRead) return;
      const chunk = Buffer.alloc(size - this.journalRead);
      readSync(fd, chunk, 0, chunk.length, this.journalRead);
      const end = chunk.lastIndexOf(0x0a);
      if (end < 0) return;
      for (const line of chunk.subarray(0, end).toString('utf8').split('\n')) {
        if (!line) continue;
        try {
          const attempt = JSON.parse(line) as Attempt;
          this.attempts.set(attempt.key, attempt);
        } catch {
          // Not a line this provider wrote (one write call each, fsynced): skipped rather than trusted.
        }
      }
      this.journalRead += end + 1;
    } finally {
      closeSync(fd);
    }
  }
}
