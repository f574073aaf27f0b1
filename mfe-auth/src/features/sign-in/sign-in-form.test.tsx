import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@ilm/shared/testing';
import { getCookie } from '@ilm/shared/cookies';
import { $auth } from '@ilm/shared/stores';
import { SignInPage } from '../../pages/sign-in-page';
import { answer, API, LocationProbe, seen, server, TEST_SESSION, unreachable, setupTestApi } from '../../testing/test-api';
import '../../i18n';

setupTestApi();

function renderAt(route = '/auth/signin') {
  return renderWithShell(
    <>
      <SignInPage />
      <LocationProbe />
    </>,
    { route },
  );
}

async function fillAndSubmit(email = 'amina@example.com', password = 'correct horse battery') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('SignInPage', () => {
  it('has one h1, labelled fields, a show/hide password button and links to recovery and sign-up', () => {
    renderAt('/auth/signin?redirect=%2Ftokens');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forget-password?redirect=%2Ftokens');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/signup?redirect=%2Ftokens');
  });

  it('shows each field its error, marks it invalid and moves focus to the first one', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(email).toHaveFocus();
    expect(seen).toEqual([]);
  });

  it('checks a field again as it is corrected once its problem is shown, and keeps what was typed', async () => {
    renderAt();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'amina@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Enter an email address like name@example.com.')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    // The other field's problem stays until that field is corrected.
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('refuses an email that is not one', async () => {
    renderAt();
    await fillAndSubmit('amina@', 'whatever');
    expect(await screen.findByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('signs in: posts the credentials, stores the session (cookies and $auth) and goes to /instance-dashboard', async () => {
    answer('post', 'accounts/login/', 200, TEST_SESSION);
    renderAt();
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/instance-dashboard'));
    expect(seen).toEqual([{ method: 'POST', path: 'accounts/login/', body: { email: 'amina@example.com', password: 'correct horse battery' } }]);
    expect($auth.get()).toMatchObject({ isAuthenticated: true, user: TEST_SESSION.user, access_token: 'access-1' });
    expect(getCookie('access_token')).toBe('access-1');
    expect(getCookie('refresh_token')).toBe('refresh-1');
  });

  it('goes to the same-site redirect value', async () => {
    answer('post', 'accounts/login/', 200, TEST_SESSION);
    renderAt('/auth/signin?redirect=%2Ftokens%3Fpack%3D2');
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tokens\?pack=2$/));
  });

  it.each(['https://evil.example/x', '//evil.example', 'javascript:alert(1)'])(
    'ignores the off-site redirect %j and goes to /instance-dashboard',
    async (redirect) => {
      answer('post', 'accounts/login/', 200, TEST_SESSION);
      renderAt(`/auth/signin?redirect=${encodeURIComponent(redirect)}`);
      await fillAndSubmit();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/instance-dashboard$/));
    },
  );

  it("shows the server's message for a wrong password (401) and stays signed out", async () => {
    answer('post', 'accounts/login/', 401, { statusCode: 401, code: 'invalid_credentials', message: 'Email or password is incorrect.' });
    renderAt();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    expect($auth.get().isAuthenticated).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says so clearly when rate limited (429)', async () => {
    answer('post', 'accounts/login/', 429, { statusCode: 429, code: 'rate_limited', message: 'Rate limit exceeded, retry in 1 minute' });
    renderAt();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute, then try again.');
  });

  it('says the service is unavailable when the API cannot be reached', async () => {
    unreachable('post', 'accounts/login/');
    renderAt();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable right now, try again in a moment');
  });

  it('puts a field error the server names next to that field', async () => {
    answer('post', 'accounts/login/', 400, { statusCode: 400, code: 'validation_error', field: 'email', message: 'email: must be a valid email address' });
    renderAt();
    await fillAndSubmit();
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is busy while signing in: the button is disabled and a second submit sends nothing', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    server.use(
      http.post(`${API}accounts/login/`, async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(TEST_SESSION);
      }),
    );
    renderAt();
    const user = await fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/instance-dashboard'));
    expect(calls).toBe(1);
  });
});
