import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@ilm/shared/testing';
import Dashboard from './dashboard-page';
import type { LabSummary } from '../features/labs/labs.api';
import { interviewSummary } from '../features/interviews/interviews.fixtures';
import { get, instance, LAB, list, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();
beforeEach(() => signIn());

const lab = (slug: string, overrides: Partial<LabSummary> = {}): LabSummary => ({
  slug,
  title: slug.replace(/-/g, ' '),
  summary: 'A lab.',
  cloud: 'aws',
  level: 'beginner',
  duration_minutes: 30,
  token_cost: 2,
  tags: [],
  environment: 'sandbox',
  launchable: true,
  rating: null,
  ...overrides,
});

function mock({ instances = [], entitlements = [] as { kind: string; slug: string }[] } = {} as { instances?: ReturnType<typeof instance>[]; entitlements?: { kind: string; slug: string }[] }) {
  server.use(
    get('baari/interviews/', list([])),
    get('labs/instances/', list(instances)),
    get('tokens/balance/', { balance: 3 }),
    get('catalog/labs/', list([lab(LAB.slug), lab('gcp-advanced', { level: 'advanced', token_cost: 1 }), lab('k8s-pricy', { token_cost: 9 }), lab('azure-start', { cloud: 'azure' })])),
    get('payments/entitlements/', list(entitlements.map((item) => ({ ...item, order_id: 'o1', created_at: '2026-11-01T00:00:00.000Z' })))),
    get('catalog/career-paths/cloud-engineer/', {
      slug: 'cloud-engineer',
      title: 'Cloud Engineer',
      summary: '',
      level: 'beginner',
      duration_weeks: 12,
      lab_count: 2,
      labs: [lab(LAB.slug, { title: 'Files and permissions' }), lab('azure-start', { title: 'Azure start' })],
    }),
  );
}

describe('DashboardPage', () => {
  it('shows running labs with their time left, the balance, recommended labs and recent history', async () => {
    mock({
      instances: [
        instance({ status: 'running', seconds_remaining: 600 }),
        instance({ id: 'aaaa0000-0000-4000-8000-000000000002', status: 'expired', lab: { slug: 'old-lab', title: 'Old lab' } }),
      ],
    });
    renderWithShell(<Dashboard />, { route: '/dashboard' });
    const running = await screen.findByRole('region', { name: 'Running now' });
    expect(await within(running).findByText('10:00 left')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Open lab Files and permissions' })).toHaveAttribute('href', '/instance-dashboard?id=0b9c1f8e-1111-4222-8333-444455556666');
    expect(screen.getByText('3 tokens')).toBeInTheDocument();
    const recommended = screen.getByRole('region', { name: 'Recommended labs' });
    // Not the one already launched; the affordable beginner labs first, the one the balance cannot cover last.
    expect(within(recommended).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['azure start', 'gcp advanced', 'k8s pricy']);
    const history = screen.getByRole('region', { name: 'Recent labs' });
    expect(within(history).getByRole('heading', { name: 'Old lab' })).toBeInTheDocument();
    expect(within(history).getByText('Expired')).toBeInTheDocument();
  });

  it('leads somewhere when no lab is running and no career path is owned', async () => {
    mock();
    renderWithShell(<Dashboard />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'No labs running' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse labs' })).toHaveAttribute('href', '#recommended-labs');
    expect(await screen.findByRole('link', { name: 'Explore career paths' })).toHaveAttribute('href', '/career-paths');
  });

  it('shows the latest mock interviews and the way to start one', async () => {
    mock();
    server.use(
      get(
        'baari/interviews/',
        list(['1', '2', '3', '4'].map((n) => interviewSummary({ id: `aaaa0000-0000-4000-8000-00000000000${n}`, questions_answered: Number(n), score: 20 * Number(n) }))),
      ),
    );
    renderWithShell(<Dashboard />, { route: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Mock interviews' });
    expect(await within(card).findAllByRole('article')).toHaveLength(3);
    expect(within(card).getByText('Score: 20 out of 100')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start a mock interview' })).toHaveAttribute('href', '/dashboard/interviews');
    expect(within(card).getByRole('link', { name: 'All mock interviews' })).toHaveAttribute('href', '/dashboard/interviews');
  });

  it('invites a learner without a mock interview to start one', async () => {
    mock();
    renderWithShell(<Dashboard />, { route: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Mock interviews' });
    expect(await within(card).findByText('Practise the job interview of your career path, with feedback on every answer.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start a mock interview' })).toHaveAttribute('href', '/dashboard/interviews');
    expect(within(card).queryByRole('link', { name: 'All mock interviews' })).not.toBeInTheDocument();
  });

  it('shows progress in an owned career path from the labs the learner has run', async () => {
    mock({ instances: [instance({ status: 'stopped', started_at: '2026-11-20T10:00:00.000Z' })], entitlements: [{ kind: 'career_path', slug: 'cloud-engineer' }, { kind: 'plan', slug: 'pro' }] });
    renderWithShell(<Dashboard />, { route: '/dashboard' });
    expect(await screen.findByText('1 of 2 labs done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress in Cloud Engineer' })).toHaveAttribute('value', '1');
    expect(screen.getByRole('link', { name: 'Azure start' })).toHaveAttribute('href', '/labs/azure-start');
  });
});
