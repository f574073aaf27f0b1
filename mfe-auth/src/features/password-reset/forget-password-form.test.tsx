import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@ilm/shared/testing';
import { ForgetPasswordPage } from '../../pages/forget-password-page';
import { answer, seen, unreachable, setupTestApi } from '../../testing/test-api';
import '../../i18n';

setupTestApi();

const SENT = { message: 'If an account exists for that email, we have sent a link to reset its password.' };

async function ask(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
}

describe('ForgetPasswordPage', () => {
  it('checks the email before sending anything', async () => {
    renderWithShell(<ForgetPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await ask('nobody@');
    expect(await screen.findByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('asks the API for a link and shows the same confirmation whatever the email (no account enumeration)', async () => {
    answer('post', 'accounts/forget-password/', 200, SENT);
    renderWithShell(<ForgetPasswordPage />);
    await ask('amina@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your emailIf an account exists for amina@example.com, we have sent it a link to choose a new password.',
    );
    expect(seen).toEqual([{ method: 'POST', path: 'accounts/forget-password/', body: { email: 'amina@example.com' } }]);
    expect(screen.getByRole('status').parentElement).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/signin');
  });

  it('the legacy page (old-forget-password) runs the same flow through its own entry point', async () => {
    answer('post', 'accounts/old-forget-password/', 200, SENT);
    renderWithShell(<ForgetPasswordPage legacy />);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await ask('amina@example.com');
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(seen.map((call) => call.path)).toEqual(['accounts/old-forget-password/']);
  });

  it('says so clearly when rate limited, and when the API is unreachable', async () => {
    answer('post', 'accounts/forget-password/', 429, { statusCode: 429, code: 'rate_limited', message: 'Rate limit exceeded' });
    renderWithShell(<ForgetPasswordPage />);
    await ask('amina@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute, then try again.');
    unreachable('post', 'accounts/forget-password/');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('The service is unavailable right now, try again in a moment.')).toBeInTheDocument();
  });
});
