import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@ilm/shared/i18n';
import { setSession } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { ConfirmEmailPage } from '../../pages/confirm-email-page';
import { answer, seen, setupTestApi, TEST_SESSION, unreachable } from '../../testing/test-api';
import { resetConfirmations } from './confirm-email';
import '../../i18n';

setupTestApi();
beforeEach(() => resetConfirmations());
afterEach(async () => {
  await setLanguage('en', { remember: false });
});

const renderAt = (route: string) => renderWithShell(<ConfirmEmailPage />, { route });

const INVALID = {
  statusCode: 400,
  code: 'invalid_confirmation_token',
  field: 'token',
  message: 'token: this confirmation link is invalid, expired or already used.',
};

describe('ConfirmEmailPage (/auth/confirm-email?token=…)', () => {
  it("confirms the address with the link's token, once, and says the bonus arrived", async () => {
    answer('post', 'accounts/confirm-email/', 200, { message: 'Your e-mail address is confirmed.', tokens_granted: 20 });
    renderAt('/auth/confirm-email?token=good-token');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your e-mail address' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('20 free lab tokens were added to your balance.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin?redirect=%2Fdashboard');
    expect(seen).toEqual([{ method: 'POST', path: 'accounts/confirm-email/', body: { token: 'good-token' } }]);
  });

  it('an expired or used link says so; a signed-in learner gets a new link from the page', async () => {
    setSession(TEST_SESSION);
    answer('post', 'accounts/confirm-email/', 400, INVALID);
    renderAt('/auth/confirm-email?token=used-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid, has expired or was already used.');

    answer('post', 'accounts/confirm-email/resend/', 200, { message: 'We have sent a new confirmation link to your e-mail address.' });
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a new confirmation link. Open it from your e-mail.');
    expect(seen.map((request) => request.path)).toEqual(['accounts/confirm-email/', 'accounts/confirm-email/resend/']);
  });

  it('a visitor who is not signed in is asked to sign in to get a new link', async () => {
    answer('post', 'accounts/confirm-email/', 400, INVALID);
    renderAt('/auth/confirm-email?token=old-token');
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/auth/signin?redirect=%2Fdashboard');
  });

  it('says when the address was already confirmed (409 on resend)', async () => {
    setSession(TEST_SESSION);
    answer('post', 'accounts/confirm-email/', 400, INVALID);
    answer('post', 'accounts/confirm-email/resend/', 409, {
      statusCode: 409,
      code: 'email_already_confirmed',
      message: 'Your e-mail address is already confirmed.',
    });
    renderAt('/auth/confirm-email?token=used-token');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is already confirmed.');
  });

  it('a link without a token says so without calling the API', () => {
    renderAt('/auth/confirm-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete: it has no confirmation code.');
    expect(seen).toEqual([]);
  });

  it('when the API is unreachable, lets the learner try the same link again', async () => {
    unreachable('post', 'accounts/confirm-email/');
    renderAt('/auth/confirm-email?token=good-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable right now, try again in a moment.');
    answer('post', 'accounts/confirm-email/', 200, { message: 'ok', tokens_granted: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeInTheDocument();
    expect(screen.queryByText(/lab tokens were added/)).not.toBeInTheDocument();
  });

  it('reads in Arabic and Urdu', async () => {
    answer('post', 'accounts/confirm-email/', 200, { message: 'ok', tokens_granted: 20 });
    await setLanguage('ur', { remember: false });
    const { unmount } = renderAt('/auth/confirm-email?token=t-ur');
    expect(await screen.findByRole('heading', { level: 1, name: 'آپ کے ای میل ایڈریس کی تصدیق ہو گئی' })).toBeInTheDocument();
    unmount();
    await setLanguage('ar', { remember: false });
    answer('post', 'accounts/confirm-email/', 400, INVALID);
    renderAt('/auth/confirm-email?token=t-ar');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('رابط التأكيد هذا غير صالح أو منتهي الصلاحية أو سبق استخدامه.'));
  });
});
