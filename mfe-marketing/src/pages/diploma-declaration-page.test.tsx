import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@ilm/contract';
import { http, HttpResponse } from 'msw';
import { clearTokenCookies, setTokenCookies } from '@ilm/shared/cookies';
import { setLanguage } from '@ilm/shared/i18n';
import { $auth, $sessionCheck, ANONYMOUS_AUTH, setUser } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { acceptForm, answerForm, formUnreachable, refusedField, sentBodies, setupFormsApi } from '../features/forms/testing/forms-api';
import { API } from '../testing/catalog-api';
import { DiplomaDeclarationPage } from './diploma-declaration-page';

const server = setupFormsApi();
afterEach(() => {
  clearTokenCookies();
  $auth.set(ANONYMOUS_AUTH);
  $sessionCheck.set('idle');
});

const SARA: User = {
  id: '7d3b1f0e-0000-4000-8000-000000000002',
  email: 'sara@example.com',
  first_name: 'Sara',
  last_name: 'Malik',
  telephone: null,
  country: 'AE',
  created_at: '2024-01-01T00:00:00.000Z',
};

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

/** A signed-in learner on the page, with the career paths loaded and her details filled in. */
async function openSignedIn() {
  setUser(SARA);
  renderWithShell(<DiplomaDeclarationPage />);
  await screen.findByRole('option', { name: 'Cloud Engineer' });
  await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Sara Malik'));
}

async function declare(user = userEvent.setup()) {
  await user.selectOptions(screen.getByLabelText('Career path'), 'Cloud Engineer');
  await user.type(screen.getByLabelText('Date of birth'), '1996-04-12');
  await user.click(screen.getByRole('checkbox', { name: 'I declare that the work I submitted for this career path is my own.' }));
  await user.type(screen.getByLabelText('Signature'), 'Sara Malik');
  return user;
}

describe('DiplomaDeclarationPage', () => {
  it('tells a visitor what the declaration is, and signs them in on the way back here', async () => {
    renderWithShell(<DiplomaDeclarationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Diploma declaration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What the declaration is' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to declare your diploma' })).toHaveAttribute('href', '/auth/signin?redirect=%2Fdiploma-declaration');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/signup?redirect=%2Fdiploma-declaration');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/^Confirm that the work behind your diploma/),
      ),
    );
  });

  it('back from sign-in, waits for the session instead of asking to sign in again, then shows the form', async () => {
    setTokenCookies('access.token', 'refresh.token');
    server.use(http.get(`${API}accounts/get-user/`, () => HttpResponse.json(SARA)));
    renderWithShell(<DiplomaDeclarationPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('link', { name: 'Sign in to declare your diploma' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Career path')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('sara@example.com'));
  });

  it("fills in a learner's details, offers the catalog's career paths, and sends the signed declaration", async () => {
    acceptForm(server, 'diploma_declaration', 'Your diploma declaration has been recorded.');
    await openSignedIn();
    expect(screen.getByLabelText('E-mail')).toHaveValue('sara@example.com');
    expect(screen.getByLabelText('Name to print on the diploma')).toHaveValue('Sara Malik');
    expect(screen.getByLabelText('Country of residence')).toHaveValue('AE');
    // Signing is the learner's own act: never filled in.
    expect(screen.getByLabelText('Signature')).toHaveValue('');
    await declare();
    await send();
    expect(await screen.findByRole('heading', { name: 'Thank you: we received it' })).toBeInTheDocument();
    expect(sentBodies).toEqual([
      {
        kind: 'diploma_declaration',
        body: {
          full_name: 'Sara Malik',
          email: 'sara@example.com',
          country: 'AE',
          career_path_slug: 'cloud-engineer',
          name_on_diploma: 'Sara Malik',
          date_of_birth: '1996-04-12',
          declaration_accepted: true,
          signature: 'Sara Malik',
        },
      },
    ]);
    // The path is not completed yet: the API issued nothing, and the page says when it will.
    expect(screen.getByText(/^Your diploma is issued as soon as you have completed every lab of this career path\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open your diploma' })).not.toBeInTheDocument();
  });

  it('says the diploma is issued and links to it when the declaration completes a career path', async () => {
    const diplomaId = '5f0c2a9e-3b7d-4c1a-9e8f-2d6b4a1c0e77';
    answerForm(server, 'diploma_declaration', 201, {
      id: '9b2f4c1e-0000-4000-8000-000000000001',
      kind: 'diploma_declaration',
      created_at: '2026-01-05T10:00:00.000Z',
      message: 'Your diploma declaration has been recorded and your diploma has been issued.',
      diploma_id: diplomaId,
    });
    await openSignedIn();
    await declare();
    await send();
    expect(await screen.findByRole('heading', { name: 'Thank you: we received it' })).toBeInTheDocument();
    expect(screen.getByText(/^You have completed every lab of this career path, so your diploma is issued\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your diploma' })).toHaveAttribute('href', `/diplomas/${diplomaId}`);
    expect(screen.queryByText(/^Your diploma is issued as soon as/)).not.toBeInTheDocument();
  });

  it('names each missing answer, the declaration included, before sending', async () => {
    await openSignedIn();
    await send();
    expect(await screen.findByText('Choose the career path of your diploma.')).toBeInTheDocument();
    expect(screen.getByText('Enter your date of birth.')).toBeInTheDocument();
    expect(screen.getByText('Confirm that the work you submitted is your own.')).toBeInTheDocument();
    expect(screen.getByText('Type your full name as your signature.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Career path')).toHaveFocus();
    expect(sentBodies).toEqual([]);
  });

  it("puts the API's 400 on the field it names", async () => {
    answerForm(server, 'diploma_declaration', 400, refusedField('career_path_slug', 'is not a known career path'));
    await openSignedIn();
    await declare();
    await send();
    expect(await screen.findByText('Is not a known career path')).toBeInTheDocument();
    expect(screen.getByLabelText('Career path')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says which letters the printed name takes, as the API checks it, and puts its refusal on that field', async () => {
    answerForm(server, 'diploma_declaration', 400, refusedField('name_on_diploma', 'must be written in Latin, Arabic or Urdu letters, as in your passport'));
    await openSignedIn();
    const name = screen.getByLabelText('Name to print on the diploma');
    expect(name).toHaveAccessibleDescription('Printed exactly as you write it, in Latin, Arabic or Urdu letters, as in your passport.');
    const user = await declare();
    await user.clear(name);
    await user.type(name, 'Сара Малик');
    await send();
    expect(await screen.findByText('Must be written in Latin, Arabic or Urdu letters, as in your passport')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Сара Малик');
    expect(screen.queryByRole('heading', { name: 'Thank you: we received it' })).not.toBeInTheDocument();
  });

  it.each([
    ['ar', 'الاسم الذي يُطبع على الدبلوم', 'يُطبع كما تكتبه تمامًا، بحروف لاتينية أو عربية أو أردية، كما في جواز سفرك.'],
    ['ur', 'ڈپلومے پر چھاپا جانے والا نام', 'بالکل ویسا ہی چھاپا جائے گا جیسا آپ لکھیں گے، لاطینی، عربی یا اردو حروف میں، جیسا آپ کے پاسپورٹ میں ہے۔'],
  ] as const)('says which letters the printed name takes in %s', async (language, label, hint) => {
    await setLanguage(language, { remember: false });
    try {
      setUser(SARA);
      renderWithShell(<DiplomaDeclarationPage />);
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(hint);
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });

  it('keeps the declaration when the API cannot be reached, and says so', async () => {
    formUnreachable(server, 'diploma_declaration');
    await openSignedIn();
    await declare();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Your message is still here');
    expect(screen.getByLabelText('Career path')).toHaveValue('cloud-engineer');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1996-04-12');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByLabelText('Signature')).toHaveValue('Sara Malik');
  });

  it('says how long to wait on a 429', async () => {
    answerForm(
      server,
      'diploma_declaration',
      429,
      { statusCode: 429, error: 'Too Many Requests', code: 'rate_limited', message: 'Too many attempts.' },
      { 'retry-after': '120' },
    );
    await openSignedIn();
    await declare();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 2 minutes, then send again');
  });
});
