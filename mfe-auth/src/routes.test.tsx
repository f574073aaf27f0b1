import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { remotePages } from './routes';
import { setupTestApi } from './testing/test-api';

setupTestApi();

// [page name, route, h1, a text the page shows]
const expected: [string, string, string, string][] = [
  ['sign-in', '/auth/signin', 'Sign in', 'Sign in with your email and password to reach your labs, tokens and career paths.'],
  ['sign-up', '/auth/signup', 'Create your account', 'Create a free account to launch hands-on labs, follow career paths and talk to Baari.'],
  ['forget-password', '/auth/forget-password', 'Forgot your password?', 'Enter your email and we will send you a link to choose a new password.'],
  ['old-forget-password', '/auth/old-forget-password', 'Forgot your password?', 'Enter your email and we will send you a link to choose a new password.'],
  ['reset-password', '/auth/reset-password?token=abc', 'Choose a new password', 'Set a new password for your account with the link we emailed you.'],
  ['sso', '/auth/sso', 'We could not sign you in', 'This sign-in link is incomplete: it has no code.'],
  [
    'confirm-email',
    '/auth/confirm-email',
    'We could not confirm your e-mail address',
    'This link is incomplete: it has no confirmation code. Open the link from the e-mail again.',
  ],
];

describe('mfe_auth declared pages', () => {
  it('declares exactly the pages tested here', () => {
    expect(remotePages.pages.map((page) => page.name)).toEqual(expected.map(([name]) => name));
  });

  it.each(expected)('%s renders its one heading and what the page is for', async (name, route, title, text) => {
    const declared = remotePages.pages.find((page) => page.name === name);
    const { default: Page }: RemotePageModule = await declared!.page();
    renderWithShell(<Page params={{}} />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(text)).toBeInTheDocument();
    if (name === 'sign-up') await screen.findByRole('button', { name: 'Country: Pakistan' });
  });
});
