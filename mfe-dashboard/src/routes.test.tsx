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
  [
    'dashboard',
    'Your dashboard',
    'Your labs and tokens, your progress and diplomas, and your job applications, internship and immigration case, in one place.',
  ],
  ['instances', 'Lab instances', 'Every lab you have launched, past and present, with its status.'],
  ['instance-dashboard', 'Running lab', 'Your running lab: its steps, a terminal in its environment and the time it has left.'],
  ['lab', 'Files and permissions', 'Make folders and files and decide who may read them.'],
  ['tokens', 'Tokens', 'Your token balance, every grant and spend, and token packs to buy more.'],
];

describe('mfe_dashboard declared pages', () => {
  it('declares exactly the pages tested here', () => {
    expect(remotePages.pages.map((page) => page.name)).toEqual(expected.map(([name]) => name));
  });

  it("orders the sidebar: the learner's labs, learning paths (mfe-marketing, 50), the career services (mfe-careers), then tokens beside plans and pricing (mfe-checkout, 60)", () => {
    const sidebar = remotePages.pages
      .flatMap((page) => ('nav' in page ? page.nav : []).filter((entry: { slot: string }) => entry.slot === 'dashboard'))
      .sort((a, b) => a.order - b.order)
      .map((entry) => [entry.label, entry.order] as const);
    expect(sidebar.map(([label]) => label)).toEqual(['nav.overview', 'nav.runningLab', 'nav.instances', 'nav.tokens']);
    const order = Object.fromEntries(sidebar);
    expect(order['nav.instances']).toBeLessThan(50);
    // After the career services (mfe-careers, 51–55).
    expect(order['nav.tokens']).toBeGreaterThan(55);
    expect(order['nav.tokens']).toBeLessThan(60);
  });

  it('offers Baari as a panel, and leaves the /bari page to mfe-marketing, which embeds it', () => {
    expect(remotePages.panels.map((panel) => panel.name)).toEqual(['baari']);
    expect(remotePages.pages.flatMap((page) => page.path)).not.toContain('/bari');
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
