import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@ilm/shared/testing';
import { ConsultingInquiryForm } from './consulting-inquiry-form';
import { acceptForm, answerForm, formUnreachable, refusedField, sentBodies, setupFormsApi } from './testing/forms-api';

const server = setupFormsApi();

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

async function fillValid(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Full name'), 'Hamza Qureshi');
  await user.type(screen.getByLabelText('Work e-mail'), 'hamza@acme.example');
  await user.type(screen.getByLabelText('Company'), 'Acme Logistics');
  await user.type(screen.getByLabelText('Message'), 'We want to move 40 services to Kubernetes next quarter.');
  return user;
}

describe('ConsultingInquiryForm', () => {
  it('sends an inquiry about the offer it is given, with the budget chosen in words', async () => {
    acceptForm(server, 'consulting_inquiry', 'Thank you. A consultant will contact you within two business days.');
    renderWithShell(<ConsultingInquiryForm offerSlug="kubernetes-platform-setup" />);
    const user = await fillValid();
    await user.type(screen.getByLabelText('Team size (optional)'), '12');
    await user.selectOptions(screen.getByLabelText('Budget (optional)'), '$20,000 to $50,000');
    await send();
    expect(await screen.findByRole('heading', { name: 'Thank you: we received it' })).toBeInTheDocument();
    expect(sentBodies).toEqual([
      {
        kind: 'consulting_inquiry',
        body: {
          full_name: 'Hamza Qureshi',
          email: 'hamza@acme.example',
          company: 'Acme Logistics',
          team_size: 12,
          budget: '20k_50k',
          message: 'We want to move 40 services to Kubernetes next quarter.',
          offer_slug: 'kubernetes-platform-setup',
        },
      },
    ]);
    expect(screen.getByText(/^A consultant reads your inquiry and writes to you within two business days/)).toBeInTheDocument();
  });

  it('a general inquiry names no offer and leaves out the answers left empty', async () => {
    acceptForm(server, 'consulting_inquiry');
    renderWithShell(<ConsultingInquiryForm />);
    await fillValid();
    await send();
    await screen.findByRole('heading', { name: 'Thank you: we received it' });
    expect(sentBodies[0]!.body).toEqual({
      full_name: 'Hamza Qureshi',
      email: 'hamza@acme.example',
      company: 'Acme Logistics',
      message: 'We want to move 40 services to Kubernetes next quarter.',
    });
  });

  it('names each missing or invalid answer before sending', async () => {
    renderWithShell(<ConsultingInquiryForm />);
    await userEvent.type(screen.getByLabelText('Team size (optional)'), 'ten');
    await send();
    expect(await screen.findByText('Enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText("Enter your company's name.")).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 100000.')).toBeInTheDocument();
    expect(screen.getByText('Write your message: at least 10 characters.')).toBeInTheDocument();
    expect(sentBodies).toEqual([]);
  });

  it("puts the API's 400 on the field it names", async () => {
    answerForm(server, 'consulting_inquiry', 400, refusedField('message', 'must be at least 10 characters'));
    renderWithShell(<ConsultingInquiryForm />);
    await fillValid();
    await send();
    expect(await screen.findByText('Must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveFocus();
  });

  it('keeps every answer when the API cannot be reached, and says so', async () => {
    formUnreachable(server, 'consulting_inquiry');
    renderWithShell(<ConsultingInquiryForm />);
    const user = await fillValid();
    await user.selectOptions(screen.getByLabelText('Budget (optional)'), 'Under $5,000');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Your message is still here');
    expect(screen.getByLabelText('Full name')).toHaveValue('Hamza Qureshi');
    expect(screen.getByLabelText('Company')).toHaveValue('Acme Logistics');
    expect(screen.getByLabelText('Budget (optional)')).toHaveValue('under_5k');
    expect(screen.getByLabelText('Message')).toHaveValue('We want to move 40 services to Kubernetes next quarter.');
  });

  it('says how long to wait on a 429', async () => {
    answerForm(
      server,
      'consulting_inquiry',
      429,
      { statusCode: 429, error: 'Too Many Requests', code: 'rate_limited', message: 'Too many attempts.' },
      { 'retry-after': '3600' },
    );
    renderWithShell(<ConsultingInquiryForm />);
    await fillValid();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 60 minutes, then send again');
  });
});
