import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@ilm/shared/testing';
import { TeamInquiryForm } from './team-inquiry-form';
import { acceptForm, answerForm, formUnreachable, refusedField, sentBodies, setupFormsApi } from './testing/forms-api';

const server = setupFormsApi();

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));
const topics = () => screen.getByRole('group', { name: 'Topics of interest (optional)' });

async function fillValid(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Full name'), 'Nadia Rahman');
  await user.type(screen.getByLabelText('Work e-mail'), 'nadia@northwind.example');
  await user.type(screen.getByLabelText('Company'), 'Northwind Traders');
  await user.type(screen.getByLabelText('Team size'), '25');
  return user;
}

describe('TeamInquiryForm', () => {
  it('sends the inquiry with its topics and says someone will write within two business days', async () => {
    acceptForm(server, 'team_inquiry', "Thank you. Our team will write to you within two business days to plan your team's training.");
    renderWithShell(<TeamInquiryForm />);
    const user = await fillValid();
    await user.click(within(topics()).getByLabelText('Cybersecurity'));
    await user.click(within(topics()).getByLabelText('Linux administration'));
    await user.type(screen.getByLabelText('Message (optional)'), 'Support engineers first.');
    await send();
    expect(await screen.findByRole('heading', { name: 'Thank you: we received it' })).toBeInTheDocument();
    expect(sentBodies).toEqual([
      {
        kind: 'team_inquiry',
        body: {
          full_name: 'Nadia Rahman',
          email: 'nadia@northwind.example',
          company: 'Northwind Traders',
          team_size: 25,
          topics: ['security', 'linux'],
          message: 'Support engineers first.',
        },
      },
    ]);
    expect(screen.getByText(/^Someone from our team writes to you within two business days/)).toBeInTheDocument();
  });

  it('leaves out what was not answered (no topics, no message, no phone)', async () => {
    acceptForm(server, 'team_inquiry');
    renderWithShell(<TeamInquiryForm />);
    await fillValid();
    await send();
    await screen.findByRole('heading', { name: 'Thank you: we received it' });
    expect(sentBodies[0]!.body).toEqual({ full_name: 'Nadia Rahman', email: 'nadia@northwind.example', company: 'Northwind Traders', team_size: 25 });
  });

  it('names each missing or invalid answer before sending', async () => {
    renderWithShell(<TeamInquiryForm />);
    await send();
    expect(await screen.findByText('Enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText("Enter your company's name.")).toBeInTheDocument();
    expect(screen.getByText('Enter how many people are in the team.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Team size'), '2.5');
    await send();
    expect(await screen.findByText('Enter a whole number from 1 to 100000.')).toBeInTheDocument();
    expect(screen.getByLabelText('Team size')).toHaveAccessibleDescription('How many people would take part. Enter a whole number from 1 to 100000.');
    expect(sentBodies).toEqual([]);
  });

  it("puts the API's 400 on the field it names", async () => {
    answerForm(server, 'team_inquiry', 400, refusedField('company', 'must be at least 2 characters'));
    renderWithShell(<TeamInquiryForm />);
    await fillValid();
    await send();
    expect(await screen.findByText('Must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps every answer when the API cannot be reached, and says so', async () => {
    formUnreachable(server, 'team_inquiry');
    renderWithShell(<TeamInquiryForm />);
    const user = await fillValid();
    await user.click(within(topics()).getByLabelText('Networking'));
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Your message is still here');
    expect(screen.getByLabelText('Full name')).toHaveValue('Nadia Rahman');
    expect(screen.getByLabelText('Work e-mail')).toHaveValue('nadia@northwind.example');
    expect(screen.getByLabelText('Company')).toHaveValue('Northwind Traders');
    expect(screen.getByLabelText('Team size')).toHaveValue('25');
    expect(within(topics()).getByLabelText('Networking')).toBeChecked();
  });

  it('says how long to wait on a 429', async () => {
    answerForm(
      server,
      'team_inquiry',
      429,
      { statusCode: 429, error: 'Too Many Requests', code: 'rate_limited', message: 'Too many attempts.' },
      { 'retry-after': '600' },
    );
    renderWithShell(<TeamInquiryForm />);
    await fillValid();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 10 minutes, then send again');
  });
});
