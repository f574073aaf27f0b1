import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import { setCurrency } from '@ilm/shared/stores';
import Tokens from './tokens-page';
import { API, get, instance, ledgerEntry, list, PACKS, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();
beforeEach(() => {
  signIn();
  setCurrency({ currency: 1, currencyCode: 'USD', currencyTax: 0 });
  server.use(get('labs/instances/', list([])));
});

const entries = [
  ledgerEntry({ id: 3, delta: -1, balance_after: 17, reason: 'lab_extend', created_at: '2026-11-20T15:00:00.000Z' }),
  ledgerEntry({ id: 2, delta: -2, balance_after: 18, reason: 'lab_launch', created_at: '2026-11-20T14:30:00.000Z' }),
  ledgerEntry({ id: 1, delta: 20, balance_after: 20, reason: 'signup_bonus', ref_type: null, ref_id: null, created_at: '2026-11-19T09:00:00.000Z' }),
];

describe('TokensPage', () => {
  it('shows the balance and the ledger with reasons, dates, signed changes and balances', async () => {
    server.use(
      get('tokens/balance/', { balance: 17 }),
      get('tokens/ledger/', list(entries)),
      get('labs/instances/', list([instance()])),
      get('tokens/packs/', list(PACKS)),
    );
    renderWithShell(<Tokens />, { route: '/tokens' });
    expect(await screen.findByText('17 tokens')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Lab extended');
    expect(rows[0]).toHaveTextContent('-1');
    expect(rows[0]).toHaveTextContent('17');
    expect(rows[2]).toHaveTextContent('Welcome bonus');
    expect(rows[2]).toHaveTextContent('+20');
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-19T09:00:00.000Z'));
    expect(rows[2]).toHaveTextContent(date);
    expect(within(rows[1]!).getByRole('link', { name: 'Files and permissions' })).toHaveAttribute(
      'href',
      '/instance-dashboard?id=0b9c1f8e-1111-4222-8333-444455556666',
    );
  });

  it('loads older entries on request', async () => {
    const page = Array.from({ length: 20 }, (_, index) => ledgerEntry({ id: 100 - index }));
    const asked: (string | null)[] = [];
    server.use(
      get('tokens/balance/', { balance: 5 }),
      get('tokens/packs/', list(PACKS)),
      http.get(`${API}tokens/ledger/`, ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        asked.push(before);
        return HttpResponse.json(list(before ? [ledgerEntry({ id: 50, reason: 'token_pack_purchase', delta: 10, ref_type: 'order', ref_id: 'o1' })] : page));
      }),
    );
    renderWithShell(<Tokens />, { route: '/tokens' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('Token pack purchase')).toBeInTheDocument();
    expect(asked).toEqual([null, '81']);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('says so when there is no activity yet', async () => {
    server.use(get('tokens/balance/', { balance: 0 }), get('tokens/ledger/', list([])), get('tokens/packs/', list(PACKS)));
    renderWithShell(<Tokens />, { route: '/tokens' });
    expect(await screen.findByRole('heading', { name: 'No token activity yet' })).toBeInTheDocument();
  });

  it("sells token packs in the visitor's currency, handing over to /checkout?pack=", async () => {
    server.use(get('tokens/balance/', { balance: 0 }), get('tokens/ledger/', list([])), get('tokens/packs/', list(PACKS)));
    renderWithShell(<Tokens />, { route: '/tokens' });
    expect(await screen.findByRole('link', { name: 'Buy 25 lab tokens' })).toHaveAttribute('href', '/checkout?pack=tokens-25');
    expect(screen.getByText('$22.50')).toBeInTheDocument();
    expect(screen.getByText('$0.90')).toBeInTheDocument();
  });

  it('offers a retry when the ledger cannot be loaded', async () => {
    let calls = 0;
    server.use(
      get('tokens/balance/', { balance: 0 }),
      get('tokens/packs/', list(PACKS)),
      http.get(`${API}tokens/ledger/`, () => {
        calls += 1;
        return calls <= 2 ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }) : HttpResponse.json(list(entries));
      }),
    );
    renderWithShell(<Tokens />, { route: '/tokens' });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
  });

  it('an unconfirmed learner reads that the welcome bonus arrives once the e-mail is confirmed, and can have the link sent again', async () => {
    let resent = 0;
    server.use(
      get('tokens/balance/', { balance: 0, pending_signup_bonus: 20 }),
      get('tokens/ledger/', list([])),
      get('tokens/packs/', list(PACKS)),
      http.post(`${API}accounts/confirm-email/resend/`, () => {
        resent += 1;
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    renderWithShell(<Tokens />, { route: '/tokens' });
    expect(await screen.findByText('0 tokens')).toBeInTheDocument();
    expect(screen.getByText('Your 20 welcome tokens arrive once you confirm your e-mail address: open the link we sent you.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a new link. Open it from your e-mail.');
    expect(resent).toBe(1);
  });

  it('a confirmed learner sees no such note', async () => {
    server.use(get('tokens/balance/', { balance: 20, pending_signup_bonus: 0 }), get('tokens/ledger/', list(entries)), get('tokens/packs/', list(PACKS)));
    renderWithShell(<Tokens />, { route: '/tokens' });
    expect(await screen.findByText('20 tokens')).toBeInTheDocument();
    expect(screen.queryByText(/welcome tokens arrive/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('says the bonus is waiting in Urdu and Arabic too', async () => {
    server.use(get('tokens/balance/', { balance: 0, pending_signup_bonus: 20 }), get('tokens/ledger/', list([])), get('tokens/packs/', list(PACKS)));
    await setLanguage('ur', { remember: false });
    try {
      renderWithShell(<Tokens />, { route: '/tokens' });
      expect(await screen.findByText(/^آپ کے 20 خوش آمدیدی ٹوکن/)).toBeInTheDocument();
      await setLanguage('ar', { remember: false });
      expect(await screen.findByText(/^ستصلك رموز الترحيب/)).toBeInTheDocument();
    } finally {
      await setLanguage('en', { remember: false });
    }
  });
});
