import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@ilm/shared/testing';
import { setLanguage } from '@ilm/shared/i18n';
import { resetCountryLookups } from '@ilm/shared/phone';
import { $auth, setCountry } from '@ilm/shared/stores';
import { SignUpPage } from '../../pages/sign-up-page';
import { http, HttpResponse } from 'msw';
import { answer, LocationProbe, LOOKUP, seen, server, TEST_SESSION, unreachable, setupTestApi } from '../../testing/test-api';
import '../../i18n';

setupTestApi();
beforeEach(() => setCountry('PK'));

function renderAt(route = '/auth/signup') {
  return renderWithShell(
    <>
      <SignUpPage />
      <LocationProbe />
    </>,
    { route },
  );
}

async function phoneReady() {
  expect(await screen.findByRole('button', { name: 'Country: Pakistan' })).toBeInTheDocument();
  return screen.getByLabelText('Phone number');
}

async function fillValid(user = userEvent.setup(), overrides: { email?: string } = {}) {
  await user.type(screen.getByLabelText('First name'), 'Amina');
  await user.type(screen.getByLabelText('Last name'), 'Khan');
  await user.type(screen.getByLabelText('Email'), overrides.email ?? 'amina@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.type(await phoneReady(), '3001234567');
  await user.click(screen.getByRole('checkbox'));
  return user;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('SignUpPage', () => {
  it('states the password rules next to the field, links the terms and privacy policy, and preselects the country', async () => {
    renderAt();
    await phoneReady();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('At least 10 characters'));
    const terms = screen.getByRole('checkbox', { name: /^I accept the terms and conditions and the privacy policy/ });
    expect(terms).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-and-policy');
    expect(screen.getByLabelText('Country')).toHaveValue('PK');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('name', 'telephone');
  });

  it('shows every missing field its message and focuses the first', async () => {
    renderAt();
    await phoneReady();
    await submit();
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number.')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms and the privacy policy to create an account.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
  });

  it('refuses a password under 10 characters', async () => {
    renderAt();
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await submit();
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
  });

  it('says before sending that a password is too easy to guess, or holds the e-mail', async () => {
    const user = userEvent.setup();
    renderAt();
    await fillValid(user, { email: 'amina.khan@example.com' });
    const password = screen.getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'password123');
    await submit();
    expect(
      await screen.findByText(
        'This password is too easy to guess: avoid common passwords, names and patterns like 1234 or qwerty. A few unrelated words make a strong password.',
      ),
    ).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.clear(password);
    await user.type(password, 'Amina.Khan rides north');
    await submit();
    expect(await screen.findByText('Do not use your e-mail address, or the part before the @, in your password.')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('the reason shows as soon as the password field is left, before any submit', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.type(screen.getByLabelText('Email'), 'bilal.ahmed@example.com');
    await user.type(screen.getByLabelText('Password'), '1234567890');
    await user.tab();
    expect(
      await screen.findByText(
        'This password is too easy to guess: avoid common passwords, names and patterns like 1234 or qwerty. A few unrelated words make a strong password.',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'bilal.ahmed and friends');
    await user.tab();
    expect(await screen.findByText('Do not use your e-mail address, or the part before the @, in your password.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your first name.')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('says why a password is refused in Urdu and Arabic too', async () => {
    const user = userEvent.setup();
    await setLanguage('ur', { remember: false });
    try {
      renderAt();
      await user.type(await screen.findByLabelText('پاس ورڈ'), 'qwertyuiop');
      await user.click(screen.getByRole('button', { name: 'اکاؤنٹ بنائیں' }));
      expect(await screen.findByText(/^اس پاس ورڈ کا اندازہ لگانا بہت آسان ہے/)).toBeInTheDocument();
      await setLanguage('ar', { remember: false });
      expect(await screen.findByText(/^كلمة المرور هذه سهلة التخمين/)).toBeInTheDocument();
    } finally {
      await setLanguage('en', { remember: false });
    }
  });

  it.each([
    ['too short', '300', 'This phone number is too short.'],
    ['too long', '30012345678901', 'This phone number is too long.'],
    ['not a number', '+', 'Enter a phone number using digits only.'],
    ['an invalid country', '+999123456', 'Choose a country or start the number with + and its country code.'],
  ])('says when the phone number is %s, and refuses to send it', async (_kind, typed, message) => {
    const user = userEvent.setup();
    renderAt();
    const phone = await phoneReady();
    await user.type(phone, typed);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await submit();
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    expect(seen).toEqual([]);
  });

  it('creates the account with the phone in E.164, signs the learner in and honours the redirect', async () => {
    answer('post', 'accounts/signup/', 201, TEST_SESSION);
    renderAt('/auth/signup?redirect=%2Ftokens');
    await fillValid();
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tokens$/));
    expect(seen).toEqual([
      {
        method: 'POST',
        path: 'accounts/signup/',
        body: {
          first_name: 'Amina',
          last_name: 'Khan',
          email: 'amina@example.com',
          password: 'correct horse battery',
          telephone: '+923001234567',
          country: 'PK',
        },
      },
    ]);
    expect($auth.get()).toMatchObject({ isAuthenticated: true, user: TEST_SESSION.user });
  });

  it('a phone number typed before the country lookup answers is read in the country chosen in the form', async () => {
    resetCountryLookups();
    let release: () => void = () => undefined;
    const lookupAnswered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(LOOKUP, async () => {
        await lookupAnswered;
        return new HttpResponse('1;PK;PAK;Pakistan', { headers: { 'content-type': 'text/plain' } });
      }),
    );
    answer('post', 'accounts/signup/', 201, TEST_SESSION);
    renderAt();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Amina');
    await user.type(screen.getByLabelText('Last name'), 'Khan');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.selectOptions(screen.getByLabelText('Country'), 'AE');
    expect(screen.getByRole('button', { name: 'Country: United Arab Emirates' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('checkbox'));
    await submit();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toMatchObject({ telephone: '+971501234567', country: 'AE' });
    release();
  });

  it('ignores an off-site redirect after sign-up', async () => {
    answer('post', 'accounts/signup/', 201, TEST_SESSION);
    renderAt('/auth/signup?redirect=https%3A%2F%2Fevil.example');
    await fillValid();
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/instance-dashboard$/));
  });

  it('shows the server\'s "email taken" (409) at the email field, with ways to sign in or reset', async () => {
    answer('post', 'accounts/signup/', 409, { statusCode: 409, code: 'email_taken', message: 'An account with this email already exists.' });
    renderAt();
    await fillValid();
    await submit();
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in with this email' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.getByRole('link', { name: 'reset its password' })).toHaveAttribute('href', '/auth/forget-password');
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('says so clearly when rate limited, and when the API is unreachable', async () => {
    answer('post', 'accounts/signup/', 429, { statusCode: 429, code: 'rate_limited', message: 'Rate limit exceeded' });
    renderAt();
    const user = await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute, then try again.');
    unreachable('post', 'accounts/signup/');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(within(screen.getByRole('alert')).getByText('The service is unavailable right now, try again in a moment.')).toBeInTheDocument(),
    );
  });

  it('puts a field error the server names next to that field', async () => {
    answer('post', 'accounts/signup/', 400, {
      statusCode: 400,
      code: 'validation_error',
      field: 'telephone',
      message: 'telephone: must be a phone number in international E.164 format',
    });
    renderAt();
    await fillValid();
    await submit();
    expect(await screen.findByText('Must be a phone number in international E.164 format')).toBeInTheDocument();
  });
});
