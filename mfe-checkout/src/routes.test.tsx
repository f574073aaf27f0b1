import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { remotePages } from './routes';
import { setupApiServer } from './testing/api-mocks';

setupApiServer();

const expected: [string, string, string][] = [
  ['pricing', '/pricing', 'Plans and pricing'],
  ['checkout', '/checkout', 'Checkout'],
  ['career-path-pricing', '/career-paths/cloud-engineer/pricing', 'Cloud Engineer'],
];

describe('mfe_checkout declared pages', () => {
  it('declares exactly the pages tested here', () => {
    expect(remotePages.pages.map((page) => page.name)).toEqual(expected.map(([name]) => name));
  });

  it.each(expected)('%s renders its one h1 at %s', async (name, route, title) => {
    const declared = remotePages.pages.find((page) => page.name === name);
    const { default: Page }: RemotePageModule = await declared!.page();
    renderWithShell(<Page params={{ slug: 'cloud-engineer' }} />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
