import { screen, within } from '@testing-library/react';
import { renderWithShell, setupWorkspacePanels } from '@ilm/shared/testing';
import Dashboard from './dashboard-page';
import type { Progress } from '@ilm/contract';
import type { LabSummary } from '../features/labs/labs.api';
import { get, instance, LAB, list, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();
// Progress, diplomas and the career services are mfe-careers' panels: taken from the workspace, as the shell would load them.
setupWorkspacePanels();
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

const NO_PROGRESS: Progress = { career_paths: [], learning_paths: [] };

function mock({ instances = [] }: { instances?: ReturnType<typeof instance>[] } = {}) {
  server.use(
    // What mfe-careers' panels ask for.
    get('me/job-applications/', list([])),
    get('me/internships/', list([])),
    get('me/immigration/cases/', list([])),
    get('baari/interviews/', list([])),
    get('labs/instances/', list(instances)),
    get('tokens/balance/', { balance: 3 }),
    get(
      'catalog/labs/',
      list([
        lab(LAB.slug),
        lab('gcp-advanced', { level: 'advanced', token_cost: 1 }),
        lab('k8s-pricy', { token_cost: 9 }),
        lab('azure-start', { cloud: 'azure' }),
      ]),
    ),
    get('me/progress/', NO_PROGRESS),
    get('diplomas/', list([])),
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
    expect(within(running).getByRole('link', { name: 'Open lab Files and permissions' })).toHaveAttribute(
      'href',
      '/instance-dashboard?id=0b9c1f8e-1111-4222-8333-444455556666',
    );
    expect(screen.getByText('3 tokens')).toBeInTheDocument();
    const recommended = screen.getByRole('region', { name: 'Recommended labs' });
    // Not the one already launched; the affordable beginner labs first, the one the balance cannot cover last.
    expect(
      within(recommended)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['azure start', 'gcp advanced', 'k8s pricy']);
    const history = screen.getByRole('region', { name: 'Recent labs' });
    expect(within(history).getByRole('heading', { name: 'Old lab' })).toBeInTheDocument();
    expect(within(history).getByText('Expired')).toBeInTheDocument();
  });

  it('leads somewhere when no lab is running and no career path is owned', async () => {
    mock();
    renderWithShell(<Dashboard />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'No labs running' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse labs' })).toHaveAttribute('href', '#recommended-labs');
  });

  it("places mfe-careers' progress and diplomas after the running labs, and its career services after the recommended labs", async () => {
    mock();
    renderWithShell(<Dashboard />, { route: '/dashboard' });
    const diplomas = await screen.findByRole('region', { name: 'Your diplomas' });
    const jobs = await screen.findByRole('region', { name: 'Your job applications' });
    const recommended = screen.getByRole('region', { name: 'Recommended labs' });
    const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(screen.getByRole('region', { name: 'Running now' }), diplomas)).toBe(true);
    expect(before(diplomas, recommended)).toBe(true);
    expect(before(recommended, jobs)).toBe(true);
    expect(await screen.findByRole('link', { name: 'Explore career paths' })).toHaveAttribute('href', '/career-paths');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
