import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { remotePages } from './routes';
import { get, LAB, list, PACKS, server, signIn, setupMockApi } from './testing/mock-api';

setupMockApi();
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

const expected: [string, string, string][] = [
  ['dashboard', 'Your dashboard', 'Your running labs with the time they have left, your token balance, and the labs and paths to take next.'],
  ['instances', 'Lab instances', 'Every lab you have launched, past and present, with its status.'],
  ['instance-dashboard', 'Running lab', 'Your running lab: its steps, a terminal in its environment and the time it has left.'],
  ['lab', 'Files and permissions', 'Make folders and files and decide who may read them.'],
  ['tokens', 'Tokens', 'Your token balance, every grant and spend, and token packs to buy more.'],
];

describe('mfe_dashboard declared pages', () => {
  it('declares exactly the pages tested here', () => {
    expect(remotePages.pages.map((page) => page.name)).toEqual(expected.map(([name]) => name));
  });

  it.each(expected)('%s renders its heading and what the page is for', async (name, title, intro) => {
    const declared = remotePages.pages.find((page) => page.name === name);
    const { default: Page }: RemotePageModule = await declared!.page();
    renderWithShell(<Page params={{ slug: LAB.slug }} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
