import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';

const exposed: [string, () => Promise<RemotePageModule>, string, string][] = [
  ['mfe_auth/SignIn', () => import('./sign-in'), "Sign in", "Sign in with your email and password to reach your labs, tokens and career paths."],
  ['mfe_auth/SignUp', () => import('./sign-up'), "Create your account", "Create a free account to launch hands-on labs, follow career paths and talk to Baari."],
  ['mfe_auth/ForgetPassword', () => import('./forget-password'), "Forgot your password?", "Enter your email and we will send you a link to choose a new password."],
  ['mfe_auth/OldForgetPassword', () => import('./old-forget-password'), "Forgot your password?", "Enter your email and we will send you a link to choose a new password."],
  ['mfe_auth/ResetPassword', () => import('./reset-password'), "Choose a new password", "Set a new password for your account with the link we emailed you."],
  ['mfe_auth/Sso', () => import('./sso'), "Signing you in", "Completing the sign-in you started on another site; you will be taken on in a moment."],
];

describe('mfe_auth exposed pages', () => {
  it.each(exposed)('%s renders its heading and what the page is for', async (_id, load, title, intro) => {
    const { default: Page } = await load();
    renderWithShell(<Page params={{ slug: 'example' }} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
  });
});
