import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { useApiServer } from '../testing/api-mocks';

useApiServer();

const exposed: [string, () => Promise<RemotePageModule>, string, string][] = [
  ['mfe_checkout/Pricing', () => import('./pricing'), '/pricing', 'Plans and pricing'],
  ['mfe_checkout/Checkout', () => import('./checkout'), '/checkout', 'Checkout'],
  ['mfe_checkout/CareerPathPricing', () => import('./career-path-pricing'), '/career-paths/cloud-engineer/pricing', 'Cloud Engineer'],
];

describe('mfe_checkout exposed pages', () => {
  it.each(exposed)('%s renders its one h1 at %s', async (_id, load, route, title) => {
    const { default: Page } = await load();
    renderWithShell(<Page params={{ slug: 'cloud-engineer' }} />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
