import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@ilm/shared/router';
import { getCookie } from '@ilm/shared/cookies';
import { renderWithShell } from '@ilm/shared/testing';
import { $auth, login } from '@ilm/shared/stores';
import './i18n';
import { StandaloneAuthGuard, StandaloneHome } from './standalone-home';
import { answer, seen, TEST_SESSION, setupTestApi } from './testing/test-api';

setupTestApi();

function renderAt(route: string) {
  return renderWithShell(
    <Routes>
      <Route
        path="/auth/signup"
        element={
          <StandaloneAuthGuard>
            <h1>Create your account</h1>
          </StandaloneAuthGuard>
        }
      />
      <Route path="*" element={<StandaloneHome />} />
    </Routes>,
    { route },
  );
}

describe('the standalone entry', () => {
  it('sends a signed-in visitor of an auth page on, and lets them sign out through the API', async () => {
    login(TEST_SESSION);
    answer('post', 'accounts/logout/', 200, { message: 'Signed out.' });
    renderAt('/auth/signup?redirect=%2Ftokens');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed in' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Amina Khan (amina@example.com).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(seen).toEqual([{ method: 'POST', path: 'accounts/logout/', body: { refresh_token: 'refresh-1' } }]));
    expect($auth.get().isAuthenticated).toBe(false);
    expect(getCookie('access_token')).toBeUndefined();
  });

  it('shows the auth page to an anonymous visitor', () => {
    renderAt('/auth/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });

  it('lists the pages of the remote at any other URL', () => {
    renderAt('/somewhere');
    expect(screen.getByRole('link', { name: '/auth/signin' })).toHaveAttribute('href', '/auth/signin');
  });
});
