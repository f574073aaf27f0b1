import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import { get, server, setupMockApi, signIn } from '../../testing/mock-api';
import { BaariChat } from './baari-chat';
import { answerEvents, askHandler, askRefused, type AskRequest } from './baari-test-api';

setupMockApi();

const SUGGESTIONS = ['Which lab teaches least-privilege access?', 'What does a token pay for?'];
const TEXT = 'The lab [1] teaches least privilege: grant `s3:GetObject` only.\n\nThen follow the path [2].';

beforeEach(() => server.use(get('baari/suggestions/', { questions: SUGGESTIONS })));

function renderChat(props: Partial<Parameters<typeof BaariChat>[0]> = {}) {
  return renderWithShell(<BaariChat variant="page" {...props} />);
}

async function ask(question: string, label = 'Your question') {
  const user = userEvent.setup();
  const box = screen.getByRole('textbox', { name: label });
  await user.type(box, question);
  await user.keyboard('{Enter}');
  return { user, box };
}

describe('BaariChat', () => {
  it('streams an answer into the log and shows its citations as links to their pages', async () => {
    const requests: AskRequest[] = [];
    server.use(askHandler(answerEvents(TEXT), { requests }));
    renderChat();
    expect(await screen.findByRole('button', { name: SUGGESTIONS[0] })).toBeInTheDocument();
    const { box } = await ask('Which lab teaches least privilege?');

    const log = screen.getByRole('log', { name: 'Messages with Baari' });
    await within(log).findByText(/teaches least privilege: grant/);
    // Who wrote what is said in words, not only by colour.
    expect(within(log).getByText('You')).toBeInTheDocument();
    expect(within(log).getByText('Baari')).toBeInTheDocument();
    expect(within(log).getByText('Which lab teaches least privilege?')).toBeInTheDocument();
    const sources = within(log).getByRole('list', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'Least privilege with IAM' })).toHaveAttribute('href', '/labs/iam-least-privilege');
    expect(within(sources).getByRole('link', { name: 'Cloud Security Engineer' })).toHaveAttribute('href', '/career-paths/cloud-security-engineer');
    // The [1] marker in the text leads to the first citation's page.
    expect(within(log).getByRole('link', { name: '[1] Least privilege with IAM' })).toHaveAttribute('href', '/labs/iam-least-privilege');
    expect(within(log).getByText('s3:GetObject')).toHaveAttribute('dir', 'ltr');
    expect(within(log).getByText('Put together from the best matching passages of our pages.')).toBeInTheDocument();
    // The question was accepted: the box is empty again and keeps the focus.
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(requests[0]?.body).toEqual({ question: 'Which lab teaches least privilege?' });
    expect(requests[0]?.headers.get('accept-language')).toBe('en');
  });

  it('asks a suggested question when its button is pressed', async () => {
    server.use(askHandler(answerEvents('Try the IAM lab [1].')));
    renderChat();
    await userEvent.setup().click(await screen.findByRole('button', { name: SUGGESTIONS[0] }));
    const log = screen.getByRole('log');
    expect(await within(log).findByText(SUGGESTIONS[0]!)).toBeInTheDocument();
    expect(await within(log).findByText(/Try the IAM lab/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SUGGESTIONS[0] })).not.toBeInTheDocument();
  });

  it('Stop ends the answer where it is and keeps what was shown', async () => {
    server.use(
      askHandler(
        [
          ['meta', { conversation_id: null, mode: 'model' }],
          ['delta', { text: 'First, open the IAM console ' }],
        ],
        { hold: true },
      ),
    );
    renderChat();
    const { user, box } = await ask('How do I start?');
    expect(await screen.findByText(/First, open the IAM console/)).toBeInTheDocument();
    // While the answer arrives it is not in the log yet: the log announces finished answers only.
    expect(within(screen.getByRole('log')).queryByText(/First, open the IAM console/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Stopped: the answer ends here.')).toBeInTheDocument();
    expect(within(log).getByText(/First, open the IAM console/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('drops the text written so far when the model fails mid-answer, and shows the notice with the offline answer', async () => {
    server.use(
      askHandler(
        [
          ['meta', { conversation_id: null, mode: 'model' }],
          ['delta', { text: 'The model began an answer that ' }],
          ['notice', { code: 'model_unavailable', message: 'The language model did not answer; here is the answer from our pages.' }],
          ['delta', { text: 'Offline: the IAM lab.' }],
        ],
        { hold: true },
      ),
    );
    renderChat();
    await ask('Which lab?');
    // Still arriving (no done yet): the model's words are gone, the offline answer follows the notice.
    expect(await screen.findByText('Offline: the IAM lab.')).toBeInTheDocument();
    expect(screen.getByText('Answered offline.')).toBeInTheDocument();
    expect(screen.getByText(/The language model did not answer/)).toBeInTheDocument();
    expect(screen.queryByText(/The model began an answer/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop' }));
  });

  it('invites a visitor past their questions to sign up or sign in, and keeps the question', async () => {
    server.use(askRefused(403, { code: 'sign_up_to_continue', message: 'You have asked the 5 questions a visitor may ask in 24 hours.' }));
    renderChat();
    const { box } = await ask('One more question');
    const call = await screen.findByRole('alert');
    expect(call).toHaveTextContent('Create a free account to keep asking');
    expect(call).toHaveTextContent('You have asked the 5 questions a visitor may ask in 24 hours.');
    expect(within(call).getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/auth/signup?redirect=%2F');
    expect(within(call).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin?redirect=%2F');
    expect(box).toHaveValue('One more question');
    expect(screen.queryByText('One more question', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('keeps a refused question in the box and says why (400 naming the question)', async () => {
    server.use(askRefused(400, { code: 'validation_error', message: 'question: must not be only spaces', field: 'question' }));
    renderChat();
    const { box } = await ask('??');
    expect(await screen.findByRole('alert')).toHaveTextContent('Must not be only spaces');
    expect(box).toHaveValue('??');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Must not be only spaces/);
    expect(within(screen.getByRole('log')).queryByText('??')).not.toBeInTheDocument();
  });

  it('says how long to wait when the API answers 429 with Retry-After', async () => {
    server.use(askRefused(429, { code: 'rate_limited', message: 'Too many questions.' }, { 'retry-after': '90' }));
    renderChat();
    const { box } = await ask('Again?');
    expect(await screen.findByRole('alert')).toHaveTextContent('You have asked many questions in a short time. You can ask again in 2 minutes.');
    expect(box).toHaveValue('Again?');
  });

  it('sends with Enter and starts a new line with Shift+Enter; the count shows near the limit', async () => {
    renderChat();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(screen.queryByText(/of 1,000 characters/)).not.toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(850));
    expect(screen.getByText('850 of 1,000 characters')).toBeInTheDocument();
  });

  it('copies an answer and says so', async () => {
    server.use(askHandler(answerEvents('Use `chmod 640 notes.txt`.')));
    renderChat();
    const { user } = await ask('How?');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy answer' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Use `chmod 640 notes.txt`.');
  });

  it('asks inside a running lab with its instance and step, and as the signed-in learner', async () => {
    signIn();
    const requests: AskRequest[] = [];
    server.use(askHandler(answerEvents('Check the folder name [1].', 'c1'), { requests }), get('baari/suggestions/', { questions: [] }));
    const onConversationChange = jest.fn();
    renderChat({ variant: 'panel', labContext: { instanceId: '0b9c1f8e-1111-4222-8333-444455556666', stepIndex: 1 }, onConversationChange });
    expect(screen.getByText('Baari knows your lab and that you are on step 2. Ask about it.')).toBeInTheDocument();
    await ask('Why does my check fail?');
    await within(screen.getByRole('log')).findByText(/Check the folder name/);
    expect(requests[0]?.body).toEqual({ question: 'Why does my check fail?', lab_instance_id: '0b9c1f8e-1111-4222-8333-444455556666', step_index: 1 });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer access.token');
    expect(onConversationChange).toHaveBeenCalledWith('c1');
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await act(() => setLanguage('en', { remember: false }));
    });

    it('draws the chat and the answer right to left, code left to right', async () => {
      await act(() => setLanguage('ar', { remember: false }));
      const requests: AskRequest[] = [];
      server.use(askHandler(answerEvents('استخدم الأمر `ls -l` لترى الأذونات [1].'), { requests }));
      renderChat();
      await ask('كيف أرى الأذونات؟', 'سؤالك');
      const log = screen.getByRole('log', { name: 'الرسائل مع باري' });
      const text = await within(log).findByText(/لترى الأذونات/);
      const body = text.closest('[dir]');
      expect(body).toHaveAttribute('dir', 'rtl');
      expect(body).toHaveAttribute('lang', 'ar');
      expect(within(log).getByText('ls -l')).toHaveAttribute('dir', 'ltr');
      expect(within(log).getByText('باري')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'سؤالك' })).toHaveAttribute('dir', 'auto');
      expect(requests[0]?.headers.get('accept-language')).toBe('ar');
      await waitFor(() => expect(within(log).getByRole('button', { name: 'نسخ الإجابة' })).toBeInTheDocument());
    });
  });
});
