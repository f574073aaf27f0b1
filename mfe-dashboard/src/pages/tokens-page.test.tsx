import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
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
    server.use(get('tokens/balance/', { balance: 17 }), get('tokens/ledger/', list(entries)), get('labs/instances/', list([instance()])), get('tokens/packs/', list(PACKS)));
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
    expect(within(rows[1]!).getByRole('link', { name: 'Files and permissions' })).toHaveAttribute('href', '/instance-dashboard?id=0b9c1f8e-1111-4222-8333-444455556666');
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

  it('sells token packs in the visitor\'s currency, handing over to /checkout?pack=', async () => {
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
});
