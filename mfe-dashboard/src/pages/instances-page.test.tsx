import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@ilm/shared/testing';
import Instances from './instances-page';
import { get, instance, list, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();
beforeEach(() => signIn());

const all = [
  instance({ id: 'aaaa0000-0000-4000-8000-000000000001', status: 'running', lab: { slug: 'a', title: 'Lab A' } }),
  instance({ id: 'aaaa0000-0000-4000-8000-000000000002', status: 'expired', lab: { slug: 'b', title: 'Lab B' } }),
  instance({ id: 'aaaa0000-0000-4000-8000-000000000003', status: 'failed', lab: { slug: 'c', title: 'Lab C' } }),
  instance({ id: 'aaaa0000-0000-4000-8000-000000000004', status: 'stopped', lab: { slug: 'd', title: 'Lab D' } }),
];

describe('InstancesPage', () => {
  it('lists every instance and filters by status', async () => {
    server.use(get('labs/instances/', list(all)));
    renderWithShell(<Instances />, { route: '/dashboard/instances' });
    expect(await screen.findByRole('heading', { name: 'Lab A' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await userEvent.click(screen.getByRole('link', { name: /Failed \(1\)/ }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Lab C' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Failed/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: /Active \(1\)/ }));
    expect(screen.getByRole('heading', { name: 'Lab A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open lab Lab A' })).toHaveAttribute('href', '/instance-dashboard?id=aaaa0000-0000-4000-8000-000000000001');
  });

  it('says so when nothing matches, leading to labs', async () => {
    server.use(get('labs/instances/', list([])));
    renderWithShell(<Instances />, { route: '/dashboard/instances?status=expired' });
    expect(await screen.findByRole('heading', { name: 'No lab instances with this status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse labs' })).toBeInTheDocument();
  });
});
