import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';
import { useTestApi } from '../testing/test-api';

useTestApi();

// [module, loader, route, h1, a text the page shows]
const exposed: [string, () => Promise<RemotePageModule>, string, string, string][] = [
  ['mfe_auth/SignIn', () => import('./sign-in'), '/auth/signin', 'Sign in', 'Sign in with your email and password to reach your labs, tokens and career paths.'],
  ['mfe_auth/SignUp', () => import('./sign-up'), '/auth/signup', 'Create your account', 'Create a free account to launch hands-on labs, follow career paths and talk to Baari.'],
  ['mfe_auth/ForgetPassword', () => import('./forget-password'), '/auth/forget-password', 'Forgot your password?', 'Enter your email and we will send you a link to choose a new password.'],
  ['mfe_auth/OldForgetPassword', () => import('./old-forget-password'), '/auth/old-forget-password', 'Forgot your password?', 'Enter your email and we will send you a link to choose a new password.'],
  ['mfe_auth/ResetPassword', () => import('./reset-password'), '/auth/reset-password?token=abc', 'Choose a new password', 'Set a new password for your account with the link we emailed you.'],
  ['mfe_auth/Sso', () => import('./sso'), '/auth/sso', 'We could not sign you in', 'This sign-in link is incomplete: it has no code.'],
];

describe('mfe_auth exposed pages', () => {
  it.each(exposed)('%s renders its one heading and what the page is for', async (_id, load, route, title, text) => {
    const { default: Page } = await load();
    renderWithShell(<Page params={{}} />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(text)).toBeInTheDocument();
    if (_id === 'mfe_auth/SignUp') await screen.findByRole('button', { name: 'Country: Pakistan' });
  });
});
