import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@ilm/shared/testing';
import { getCookie } from '@ilm/shared/cookies';
import { $auth } from '@ilm/shared/stores';
import { SsoPage } from '../../pages/sso-page';
import { answer, LocationProbe, seen, TEST_SESSION, unreachable, setupTestApi } from '../../testing/test-api';
import { resetSsoExchanges } from './sso-hand-off';
import '../../i18n';

setupTestApi();
beforeEach(() => resetSsoExchanges());

function renderAt(route: string) {
  return renderWithShell(
    <>
      <SsoPage />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('SsoPage', () => {
  it('exchanges a good code once, stores the session and goes to /instance-dashboard', async () => {
    answer('post', 'accounts/sso/exchange/', 200, TEST_SESSION);
    renderAt('/auth/sso?code=good-code');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/instance-dashboard$/));
    expect(seen).toEqual([{ method: 'POST', path: 'accounts/sso/exchange/', body: { code: 'good-code' } }]);
    expect($auth.get()).toMatchObject({ isAuthenticated: true, user: TEST_SESSION.user });
    expect(getCookie('access_token')).toBe('access-1');
  });

  it('follows a same-site redirect and ignores an off-site one', async () => {
    answer('post', 'accounts/sso/exchange/', 200, TEST_SESSION);
    const first = renderAt('/auth/sso?code=c1&redirect=%2Ftokens');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tokens$/));
    first.unmount();
    renderAt('/auth/sso?code=c2&redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/instance-dashboard$/));
  });

  it('a bad or used code shows an error with a link to sign in, and no session', async () => {
    answer('post', 'accounts/sso/exchange/', 400, {
      statusCode: 400,
      code: 'invalid_sso_code',
      field: 'code',
      message: 'code: this sign-in link is invalid, expired or already used. Please sign in again.',
    });
    renderAt('/auth/sso?code=used-code&redirect=%2Ftokens');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link is invalid, has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Sign in with your email' })).toHaveAttribute('href', '/auth/signin?redirect=%2Ftokens');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('a link without a code says so without calling the API', () => {
    renderAt('/auth/sso');
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link is incomplete: it has no code.');
    expect(seen).toEqual([]);
  });

  it('when the API is unreachable, says so and lets the visitor try the same code again', async () => {
    unreachable('post', 'accounts/sso/exchange/');
    renderAt('/auth/sso?code=good-code');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable right now, try again in a moment.');
    answer('post', 'accounts/sso/exchange/', 200, TEST_SESSION);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/instance-dashboard'));
  });
});
