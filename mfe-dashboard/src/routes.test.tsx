import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { remotePages } from './routes';
import { interview, INTERVIEW_ID } from './features/interviews/interviews.fixtures';
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
    get('baari/interviews/', list([])),
    get(`baari/interviews/${INTERVIEW_ID}/`, interview(0)),
    get('catalog/career-paths/', list([])),
  );
});

const expected: [string, string, string][] = [
  ['dashboard', 'Your dashboard', 'Your running labs with the time they have left, your token balance, and the labs and paths to take next.'],
  ['instances', 'Lab instances', 'Every lab you have launched, past and present, with its status.'],
  ['instance-dashboard', 'Running lab', 'Your running lab: its steps, a terminal in its environment and the time it has left.'],
  ['lab', 'Files and permissions', 'Make folders and files and decide who may read them.'],
  ['tokens', 'Tokens', 'Your token balance, every grant and spend, and token packs to buy more.'],
  [
    'interviews',
    'Mock interviews',
    'Practise the job interview of your career path. Baari asks the questions interviews for that role ask, and after each answer says what you covered, what to add and which lab practises it.',
  ],
  [
    'interview',
    'Mock interview',
    'Answer each question as you would answer an interviewer. After each answer you see the points you covered, the points to add and the labs that practise them.',
  ],
];

describe('mfe_dashboard declared pages', () => {
  it('declares exactly the pages tested here', () => {
    expect(remotePages.pages.map((page) => page.name)).toEqual(expected.map(([name]) => name));
  });

  it('offers Baari as a panel, and leaves the /bari page to mfe-marketing, which embeds it (DESIGN.md, Layout)', () => {
    expect(remotePages.panels.map((panel) => panel.name)).toEqual(['baari']);
    expect(remotePages.pages.flatMap((page) => page.path)).not.toContain('/bari');
  });

  it.each(expected)('%s renders its heading and what the page is for', async (name, title, intro) => {
    const declared = remotePages.pages.find((page) => page.name === name);
    const { default: Page }: RemotePageModule = await declared!.page();
    renderWithShell(<Page params={{ slug: LAB.slug, id: INTERVIEW_ID }} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
