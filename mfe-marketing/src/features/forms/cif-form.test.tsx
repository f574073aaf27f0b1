import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $auth, $country, ANONYMOUS_AUTH, setUser } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { CifForm } from './cif-form';
import { acceptForm, answerForm, formUnreachable, refusedField, sentBodies, setupFormsApi } from './testing/forms-api';

const server = setupFormsApi();
afterEach(() => $auth.set(ANONYMOUS_AUTH));

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));
const interests = () => screen.getByRole('group', { name: 'What would you like help with?' });

async function fillValid(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('First name'), 'Sara');
  await user.type(screen.getByLabelText('Last name'), 'Malik');
  await user.type(screen.getByLabelText('E-mail'), 'sara@example.com');
  await user.type(screen.getByLabelText('Phone number'), '3001234567');
  await user.type(screen.getByLabelText('Date of birth'), '1996-04-12');
  await user.selectOptions(screen.getByLabelText('Highest level of education'), "Bachelor's degree");
  await user.type(screen.getByLabelText('Field of study'), 'Computer Science');
  await user.type(screen.getByLabelText('Years of work experience'), '3');
  await user.click(within(interests()).getByLabelText('Job placement'));
  await user.click(within(interests()).getByLabelText('Immigration support'));
  return user;
}

const VALID_BODY = {
  first_name: 'Sara',
  last_name: 'Malik',
  email: 'sara@example.com',
  telephone: '+923001234567',
  country: 'PK',
  date_of_birth: '1996-04-12',
  education_level: 'bachelor',
  field_of_study: 'Computer Science',
  years_of_experience: 3,
  interested_in: ['job_placement', 'immigration_support'],
};

describe('CifForm', () => {
  it('sends every answer in the shape the API takes, then says an advisor will get in touch and no visa is promised', async () => {
    acceptForm(server, 'cif', 'Your information form has been received. An advisor will contact you soon.');
    renderWithShell(<CifForm />);
    const user = await fillValid();
    await user.type(screen.getByLabelText('Current job title (optional)'), 'Support engineer');
    await user.type(screen.getByLabelText('LinkedIn profile (optional)'), 'https://www.linkedin.com/in/sara');
    await send();
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you: we received it' })).toHaveFocus();
    expect(sentBodies).toEqual([
      { kind: 'cif', body: { ...VALID_BODY, current_job_title: 'Support engineer', linkedin_url: 'https://www.linkedin.com/in/sara' } },
    ]);
    expect(screen.getByText(/^We have sent a confirmation to/)).toHaveTextContent('sara@example.com');
    expect(screen.getByText(/An advisor reviews your form and contacts you by e-mail or telephone/)).toHaveTextContent('we cannot promise a visa');
  });

  it('tells a signed-in learner that an immigration case was opened, with the link to follow it', async () => {
    acceptForm(server, 'cif', 'Your information form has been received. An advisor will contact you soon.');
    renderWithShell(<CifForm />);
    const user = await fillValid();
    act(() =>
      setUser({
        id: '7d3b1f0e-0000-4000-8000-000000000001',
        email: 'sara@example.com',
        first_name: 'Sara',
        last_name: 'Malik',
        telephone: null,
        country: 'PK',
        created_at: '2024-01-01T00:00:00.000Z',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you: we received it' })).toHaveFocus();
    expect(screen.getByText(/an immigration-support case was opened for you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your immigration case' })).toHaveAttribute('href', '/dashboard/immigration');
  });

  it('promises no case to a learner who did not ask for immigration support', async () => {
    acceptForm(server, 'cif');
    renderWithShell(<CifForm />);
    const user = await fillValid();
    await user.click(within(interests()).getByLabelText('Immigration support'));
    act(() =>
      setUser({
        id: '7d3b1f0e-0000-4000-8000-000000000001',
        email: 'sara@example.com',
        first_name: 'Sara',
        last_name: 'Malik',
        telephone: null,
        country: 'PK',
        created_at: '2024-01-01T00:00:00.000Z',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you: we received it' })).toBeInTheDocument();
    expect(screen.queryByText(/immigration-support case was opened/)).not.toBeInTheDocument();
  });

  it('promises a visitor no case: the case follows an account', async () => {
    acceptForm(server, 'cif');
    renderWithShell(<CifForm />);
    await fillValid();
    await send();
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you: we received it' })).toBeInTheDocument();
    expect(screen.queryByText(/immigration-support case was opened/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Follow your immigration case' })).not.toBeInTheDocument();
  });

  it('offers the country the site detected, every country of the contract, and the education levels in words', async () => {
    renderWithShell(<CifForm />);
    await waitFor(() => expect(screen.getByLabelText('Country of residence')).toHaveValue('PK'));
    expect(within(screen.getByLabelText('Country of residence')).getByRole('option', { name: 'United Arab Emirates' })).toHaveValue('AE');
    expect(
      within(screen.getByLabelText('Highest level of education'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a level', 'High school', 'Diploma', "Bachelor's degree", "Master's degree", 'Doctorate']);
    expect(within(interests()).getAllByRole('checkbox')).toHaveLength(6);
  });

  it('names every missing answer before sending anything', async () => {
    $country.set('');
    renderWithShell(<CifForm />);
    await send();
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    for (const message of [
      'Enter your last name.',
      'Enter your e-mail address.',
      'Enter a phone number.',
      'Choose your country.',
      'Enter your date of birth.',
      'Choose your highest level of education.',
      'Enter your field of study.',
      'Enter your years of work experience (0 if none yet).',
      'Choose at least one thing you would like help with.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(interests()).toHaveAccessibleDescription('Choose all that apply. Choose at least one thing you would like help with.');
    expect(within(interests()).getAllByRole('checkbox')[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(sentBodies).toEqual([]);
  });

  it('refuses impossible answers: a date of birth in the future, 70 years of experience, a link that is not one', async () => {
    renderWithShell(<CifForm />);
    const user = await fillValid();
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '2999-01-01');
    await user.clear(screen.getByLabelText('Years of work experience'));
    await user.type(screen.getByLabelText('Years of work experience'), '70');
    await user.type(screen.getByLabelText('LinkedIn profile (optional)'), 'my profile');
    await send();
    expect(await screen.findByText('Enter a real date of birth, in the past.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of years from 0 to 60.')).toBeInTheDocument();
    expect(screen.getByText('Enter a full web address that starts with https://')).toBeInTheDocument();
    expect(sentBodies).toEqual([]);
  });

  it("puts the API's 400 on the field it names, a checkbox group included", async () => {
    answerForm(server, 'cif', 400, refusedField('interested_in.1', 'must be one of: career_path, job_placement'));
    renderWithShell(<CifForm />);
    await fillValid();
    await send();
    expect(await within(interests()).findByText('Must be one of: career_path, job_placement')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps every answer when the API cannot be reached, and says so', async () => {
    formUnreachable(server, 'cif');
    renderWithShell(<CifForm />);
    await fillValid();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Your message is still here');
    expect(screen.getByLabelText('First name')).toHaveValue('Sara');
    expect(screen.getByLabelText('Phone number')).toHaveValue('3001234567');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1996-04-12');
    expect(screen.getByLabelText('Highest level of education')).toHaveValue('bachelor');
    expect(screen.getByLabelText('Years of work experience')).toHaveValue('3');
    expect(within(interests()).getByLabelText('Job placement')).toBeChecked();
    expect(within(interests()).getByLabelText('Immigration support')).toBeChecked();
  });

  it('says how long to wait on a 429', async () => {
    answerForm(
      server,
      'cif',
      429,
      { statusCode: 429, error: 'Too Many Requests', code: 'rate_limited', message: 'Too many attempts.' },
      { 'retry-after': '45' },
    );
    renderWithShell(<CifForm />);
    await fillValid();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 45 seconds, then send again');
  });
});
