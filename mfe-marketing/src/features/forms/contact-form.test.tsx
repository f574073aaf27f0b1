import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@ilm/shared/i18n';
import { $auth, ANONYMOUS_AUTH, setUser } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { http, HttpResponse } from 'msw';
import { API } from '../../testing/catalog-api';
import { ContactForm } from './contact-form';
import { acceptForm, answerForm, formUnreachable, refusedField, sentBodies, setupFormsApi } from './testing/forms-api';

const server = setupFormsApi();
afterEach(() => $auth.set(ANONYMOUS_AUTH));

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

async function fillValid(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Full name'), 'Bilal Siddiqui');
  await user.type(screen.getByLabelText('E-mail'), 'bilal@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Team pricing');
  await user.type(screen.getByLabelText('Message'), 'Do you offer discounts for ten seats?');
  return user;
}

describe('ContactForm', () => {
  it('sends a valid message with the right body, then says what happens next and where the confirmation went', async () => {
    acceptForm(server, 'contact_us');
    renderWithShell(<ContactForm />);
    await fillValid();
    await send();
    const thanks = await screen.findByRole('heading', { level: 2, name: 'Thank you: we received it' });
    expect(thanks).toHaveFocus();
    expect(sentBodies).toEqual([
      {
        kind: 'contact_us',
        body: { full_name: 'Bilal Siddiqui', email: 'bilal@example.com', subject: 'Team pricing', message: 'Do you offer discounts for ten seats?' },
      },
    ]);
    expect(screen.getByText('Thank you for reaching out. We reply within one business day.')).toBeInTheDocument();
    expect(screen.getByText('bilal@example.com')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/^We have sent a confirmation to/)).toHaveTextContent('We have sent a confirmation to bilal@example.com.');
    expect(screen.getByRole('heading', { level: 3, name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText('Our team reads every message and replies to your e-mail address within one business day.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('says no confirmation was mailed when the API mailed none (the address had its most confirmations today)', async () => {
    answerForm(server, 'contact_us', 201, {
      id: '9b2f4c1e-0000-4000-8000-000000000002',
      kind: 'contact_us',
      created_at: '2026-01-05T10:00:00.000Z',
      message: 'Thanks.',
      confirmation_mailed: false,
    });
    renderWithShell(<ContactForm />);
    await fillValid();
    await send();
    await screen.findByRole('heading', { level: 2, name: 'Thank you: we received it' });
    expect(screen.queryByText(/^We have sent a confirmation/)).not.toBeInTheDocument();
    expect(screen.getByText(/^We received it\./)).toHaveTextContent(
      'We received it. bilal@example.com has already had today’s confirmation mails from us, so no other is sent: our team still reads what you wrote.',
    );
  });

  it('offers another message after a success, keeping the name and e-mail', async () => {
    acceptForm(server, 'contact_us');
    renderWithShell(<ContactForm />);
    const user = await fillValid();
    await send();
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Bilal Siddiqui');
    expect(screen.getByLabelText('E-mail')).toHaveValue('bilal@example.com');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('names every invalid field before sending anything, and focuses the first', async () => {
    renderWithShell(<ContactForm />);
    await send();
    expect(await screen.findByText('Enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a subject of at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Write your message: at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Write your message: at least 10 characters.');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'B');
    await user.type(screen.getByLabelText('E-mail'), 'bilal');
    await user.type(screen.getByLabelText('Message'), 'hi');
    await send();
    expect(await screen.findByText('Enter your full name: at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Write your message: at least 10 characters.')).toBeInTheDocument();
    expect(sentBodies).toEqual([]);
  });

  it("puts the API's 400 on the field it names", async () => {
    answerForm(server, 'contact_us', 400, refusedField('email', 'must be a valid email address'));
    renderWithShell(<ContactForm />);
    await fillValid();
    await send();
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Must be a valid email address'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps every typed value when the API cannot be reached, says so, and sends them on the next try', async () => {
    formUnreachable(server, 'contact_us');
    renderWithShell(<ContactForm />);
    await fillValid();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Your message is still here: check your connection, then send it again.',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Bilal Siddiqui');
    expect(screen.getByLabelText('E-mail')).toHaveValue('bilal@example.com');
    expect(screen.getByLabelText('Subject')).toHaveValue('Team pricing');
    expect(screen.getByLabelText('Message')).toHaveValue('Do you offer discounts for ten seats?');

    acceptForm(server, 'contact_us');
    await send();
    expect(await screen.findByRole('heading', { name: 'Thank you: we received it' })).toBeInTheDocument();
    expect(sentBodies.map(({ body }) => body)).toEqual([sentBodies[0]!.body, sentBodies[0]!.body]);
  });

  it('says how long to wait when the API answers 429, and keeps the message', async () => {
    answerForm(
      server,
      'contact_us',
      429,
      { statusCode: 429, error: 'Too Many Requests', code: 'rate_limited', message: 'Too many attempts.' },
      { 'retry-after': '1740' },
    );
    renderWithShell(<ContactForm />);
    await fillValid();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several forms in a short time. Please wait 29 minutes, then send again: everything you typed is still here.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Do you offer discounts for ten seats?');
  });

  it('shows that it is sending and cannot be sent twice meanwhile', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    server.use(
      http.post(`${API}forms/contact-us/`, async () => {
        requests += 1;
        await answered;
        return HttpResponse.json({ id: 'x', kind: 'contact_us', created_at: '2026-01-05T10:00:00.000Z', message: 'Thanks.' }, { status: 201 });
      }),
    );
    renderWithShell(<ContactForm />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.type(screen.getByLabelText('Subject'), '{Enter}');
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Thank you: we received it' })).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it('fills in the name, e-mail and phone of a signed-in learner', async () => {
    setUser({
      id: '7d3b1f0e-0000-4000-8000-000000000001',
      email: 'amina@example.com',
      first_name: 'Amina',
      last_name: 'Khan',
      telephone: '+923001234567',
      country: 'PK',
      created_at: '2024-01-01T00:00:00.000Z',
    });
    renderWithShell(<ContactForm />);
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Amina Khan'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('amina@example.com');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveValue('+92 300 1234567');
  });

  it('hides the spam trap from people, the keyboard and assistive technology', () => {
    renderWithShell(<ContactForm />);
    const trap = screen.getByLabelText('Leave this field empty');
    expect(trap).toHaveAttribute('name', 'website');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // Role queries see what assistive technology sees: the trap is not there.
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).not.toContain('website');
  });

  it('speaks Arabic and Urdu: its labels and its messages follow the page', async () => {
    await setLanguage('ar', { remember: false });
    try {
      renderWithShell(<ContactForm />);
      expect(await screen.findByLabelText('الاسم الكامل')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
      expect(await screen.findByText('اكتب اسمك الكامل.')).toBeInTheDocument();
      await setLanguage('ur', { remember: false });
      expect(await screen.findByText('اپنا پورا نام لکھیں۔')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'بھیجیں' })).toBeInTheDocument();
    } finally {
      await setLanguage('en', { remember: false });
    }
  });
});
