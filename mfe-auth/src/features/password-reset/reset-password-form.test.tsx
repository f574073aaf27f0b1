import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@ilm/shared/router';
import { renderWithShell } from '@ilm/shared/testing';
import { ResetPasswordPage } from '../../pages/reset-password-page';
import { SignInPage } from '../../pages/sign-in-page';
import { answer, seen, unreachable, setupTestApi } from '../../testing/test-api';
import '../../i18n';

setupTestApi();

const GUESSABLE =
  'This password is too easy to guess: avoid common passwords, names and patterns like 1234 or qwerty. A few unrelated words make a strong password.';

function renderAt(route: string) {
  return renderWithShell(
    <Routes>
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth/signin" element={<SignInPage />} />
    </Routes>,
    { route },
  );
}

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat the new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordPage', () => {
  it('asks for the new password twice, states the rules, and checks both', async () => {
    renderAt('/auth/reset-password?token=tok-1');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('At least 10 characters'));
    await choose('short');
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await choose('a brand new password', 'a brand new passwort');
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('says before sending that a password is too easy to guess (common password, pattern)', async () => {
    renderAt('/auth/reset-password?token=tok-1');
    for (const weak of ['password123', 'qwertyuiop']) {
      await choose(weak);
      expect(await screen.findByText(GUESSABLE)).toBeInTheDocument();
      expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
      await userEvent.clear(screen.getByLabelText('New password'));
      await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    }
    expect(seen).toEqual([]);
  });

  it('the reason shows as soon as the new password is left, before any submit', async () => {
    renderAt('/auth/reset-password?token=tok-1');
    await userEvent.type(screen.getByLabelText('New password'), 'qwertyuiop');
    await userEvent.tab();
    expect(await screen.findByText(GUESSABLE)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows the reason the server gives for a refused password at the field', async () => {
    answer('post', 'accounts/reset-password/', 400, {
      statusCode: 400,
      code: 'weak_password',
      field: 'password',
      message: 'password: must not be or contain your e-mail address',
    });
    renderAt('/auth/reset-password?token=tok-1');
    await choose('amina.khan rides north');
    expect(await screen.findByText('Must not be or contain your e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('changes the password with the token, then opens sign-in with a confirmation', async () => {
    answer('post', 'accounts/reset-password/', 200, { message: 'Your password has been changed.' });
    renderAt('/auth/reset-password?token=tok-1');
    await choose('a brand new password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed. Sign in with your new password.');
    expect(seen).toEqual([{ method: 'POST', path: 'accounts/reset-password/', body: { token: 'tok-1', password: 'a brand new password' } }]);
  });

  it('an expired or used token gets a clear message and a way to ask again', async () => {
    answer('post', 'accounts/reset-password/', 400, {
      statusCode: 400,
      code: 'invalid_reset_token',
      field: 'token',
      message: 'token: this reset link is invalid, expired or already used.',
    });
    renderAt('/auth/reset-password?token=used');
    await choose('a brand new password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid, has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forget-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
  });

  it('a link without a token says so and offers a new one', () => {
    renderAt('/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('says so clearly when rate limited, and when the API is unreachable', async () => {
    answer('post', 'accounts/reset-password/', 429, { statusCode: 429, code: 'rate_limited', message: 'Rate limit exceeded' });
    renderAt('/auth/reset-password?token=tok-1');
    await choose('a brand new password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute, then try again.');
    unreachable('post', 'accounts/reset-password/');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The service is unavailable right now, try again in a moment.'));
  });
});
