import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { get, LAB, list, PACKS, server, signIn, useMockApi } from '../testing/mock-api';

useMockApi();
beforeEach(() => {
  signIn();
  server.use(
    get('labs/instances/', list([])),
    get('tokens/balance/', { balance: 20 }),
    get('tokens/ledger/', list([])),
    get('tokens/packs/', list(PACKS)),
    get('catalog/labs/', list([])),
    get(`catalog/labs/${LAB.slug}/`, LAB),
    get('payments/entitlements/', list([])),
  );
});

const exposed: [string, () => Promise<RemotePageModule>, string, string][] = [
  ['mfe_dashboard/Dashboard', () => import('./dashboard'), 'Your dashboard', 'Your running labs with the time they have left, your token balance, and the labs and paths to take next.'],
  ['mfe_dashboard/Instances', () => import('./instances'), 'Lab instances', 'Every lab you have launched, past and present, with its status.'],
  ['mfe_dashboard/InstanceDashboard', () => import('./instance-dashboard'), 'Running lab', 'Your running lab: its credentials, console link, steps and the time it has left.'],
  ['mfe_dashboard/Lab', () => import('./lab'), 'AWS EC2 Basics', 'Launch and connect to your first virtual server.'],
  ['mfe_dashboard/Tokens', () => import('./tokens'), 'Tokens', 'Your token balance, every grant and spend, and token packs to buy more.'],
];

describe('mfe_dashboard exposed pages', () => {
  it.each(exposed)('%s renders its heading and what the page is for', async (_id, load, title, intro) => {
    const { default: Page } = await load();
    renderWithShell(<Page params={{ slug: LAB.slug }} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
