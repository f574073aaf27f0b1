import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChargeRequest } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-provider';

const request = (idempotencyKey: string, number = '4242424242424242'): ChargeRequest => ({
  amountCents: 900,
  currency: 'USD',
  description: '10 lab tokens',
  card: { number, exp_month: 12, exp_year: 2099, cvc: '123' },
  idempotencyKey,
});

describe('the sandbox provider tells truthfully what became of a charge (lookup)', () => {
  it('answers not_found, failed or succeeded, as the charges under that key went', async () => {
    const provider = new SandboxPaymentProvider();
    expect(await provider.lookup('order-1')).toEqual({ status: 'not_found' });
    await provider.charge(request('order-1', '4000000000009995'));
    expect(await provider.lookup('order-1')).toEqual({ status: 'failed', code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    const paid = await provider.charge(request('order-1'));
    expect(paid.ok).toBe(true);
    expect(await provider.lookup('order-1')).toEqual({ status: 'succeeded', reference: paid.ok ? paid.reference : '', cardLast4: '4242' });
    // A key already paid is never charged again.
    expect(await provider.charge(request('order-1', '4000000000000002'))).toEqual(paid);
    expect(await provider.lookup('order-2')).toEqual({ status: 'not_found' });
  });

  it('keeps its record in its journal file, so another process (the API after a kill -9) gets the same answer', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ilm-sandbox-payments-'));
    try {
      const journal = path.join(dir, 'sandbox-payments.jsonl');
      const before = new SandboxPaymentProvider({ journalFile: journal });
      const paid = await before.charge(request('order-1'));
      await before.charge(request('order-2', '4000000000000002'));
      const after = new SandboxPaymentProvider({ journalFile: journal });
      expect(await after.lookup('order-1')).toEqual({ status: 'succeeded', reference: paid.ok ? paid.reference : '', cardLast4: '4242' });
      expect(await after.lookup('order-2')).toMatchObject({ status: 'failed', code: 'card_declined' });
      expect(await after.charge(request('order-1'))).toEqual(paid);
      // Charges the other process makes later are seen too.
      const late = await before.charge(request('order-3'));
      expect(await after.lookup('order-3')).toMatchObject({ status: 'succeeded', reference: late.ok ? late.reference : '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
