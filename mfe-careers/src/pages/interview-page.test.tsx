import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { INTERVIEW_ANSWER_MAX_LENGTH } from '@ilm/contract';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import InterviewRoute from './interview-page';
import { INTERVIEW_ID, interviewApi, QUESTIONS } from '../features/interviews/interviews.fixtures';
import { API, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();
beforeEach(() => signIn());

const renderInterview = () => renderWithShell(<InterviewRoute params={{ id: INTERVIEW_ID }} />, { route: `/dashboard/interviews/${INTERVIEW_ID}` });
const answerBox = () => screen.getByRole('textbox', { name: 'Your answer' });

describe('InterviewPage', () => {
  it('asks the current question with a labelled answer box, its count of characters and the limit', async () => {
    server.use(...interviewApi().handlers);
    renderInterview();
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByText(QUESTIONS[0]!)).toBeInTheDocument();
    expect(screen.getByText('Career path: Cloud Engineer')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute('maxlength', String(INTERVIEW_ANSWER_MAX_LENGTH));
    expect(answerBox()).toHaveAccessibleDescription(expect.stringContaining('0 of 4,000 characters'));
    await userEvent.type(answerBox(), 'Blue-green');
    expect(answerBox()).toHaveAccessibleDescription(expect.stringContaining('10 of 4,000 characters'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends the answer, disables Submit while it is on its way, then shows the feedback with covered and missing points and the lab', async () => {
    const api = interviewApi(1, { answerDelayMs: 50 });
    server.use(...api.handlers);
    renderInterview();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'I would swap slots.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    const heading = await screen.findByRole('heading', { name: 'Feedback on question 2' });
    expect(heading).toHaveFocus();
    expect(api.state.sent[1]).toBe('I would swap slots.');
    const live = heading.closest('[aria-live="polite"]') as HTMLElement;
    expect(live).not.toBeNull();
    expect(within(live).getByText('Score: 50 out of 100')).toBeInTheDocument();
    const points = within(live)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toEqual(['To add: Deploys to a staging deployment slot first', 'Covered: Swaps the slots once checked, and swaps back to roll back']);
    expect(within(live).getByRole('link', { name: 'Deploy a Web App to Azure App Service' })).toHaveAttribute('href', '/labs/azure-app-service-deploy');
    // The answer stays in view with its question.
    expect(screen.getByText('I would swap slots.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Question 3' })).toHaveFocus();
    expect(screen.getByText(QUESTIONS[2]!)).toBeInTheDocument();
    expect(answerBox()).toHaveValue('');
    // The answers so far are listed, each opening to its feedback.
    const earlier = screen.getByRole('region', { name: 'Your answers' });
    expect(within(earlier).getByText('Question 2: 50 out of 100')).toBeInTheDocument();
  });

  it('keeps the text and says why when the answer is refused', async () => {
    const api = interviewApi();
    server.use(...api.handlers);
    renderInterview();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'CloudFront in front of a private bucket.');
    api.state.refuse = {
      status: 429,
      body: {
        statusCode: 429,
        code: 'rate_limited',
        message: 'You have sent many interview answers in a short time. Please wait 40 seconds, then answer again.',
      },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 40 seconds, then answer again.');
    expect(answerBox()).toHaveValue('CloudFront in front of a private bucket.');
    expect(screen.getByRole('button', { name: 'Submit answer' })).toBeEnabled();

    api.state.refuse = {
      status: 400,
      body: { statusCode: 400, code: 'validation_error', field: 'answer', message: 'answer: must be at most 4000 characters' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('must be at most 4000 characters')).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute('aria-invalid', 'true');
    expect(answerBox()).toHaveAccessibleDescription(expect.stringContaining('must be at most 4000 characters'));
    expect(api.state.answered).toBe(0);
  });

  it('asks for an answer before sending an empty one', async () => {
    const api = interviewApi();
    server.use(...api.handlers);
    renderInterview();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answer' }));
    expect(answerBox()).toHaveFocus();
    expect(answerBox()).toHaveAccessibleDescription(expect.stringContaining('Write your answer before you submit it.'));
    expect(api.state.sent).toEqual([]);
  });

  it('ends with the summary after the last answer, its labs as links', async () => {
    const api = interviewApi(4);
    server.use(...api.handlers);
    renderInterview();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Session Manager, no port 22.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('heading', { name: 'Feedback on question 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See your summary' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your summary' })).toHaveFocus();
    expect(screen.getByText('Your overall score: 50 out of 100 over 5 questions.')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your summary' });
    expect(within(summary).getByRole('link', { name: 'Deploy a Web App to Azure App Service' })).toHaveAttribute('href', '/labs/azure-app-service-deploy');
    expect(within(summary).getByRole('link', { name: 'Start another mock interview' })).toHaveAttribute('href', '/dashboard/interviews');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your answers' })).getByText('Question 5: 50 out of 100')).toBeInTheDocument();
  });

  it("says so when the interview is not the learner's (404)", async () => {
    server.use(
      http.get(`${API}baari/interviews/${INTERVIEW_ID}/`, () =>
        HttpResponse.json({ statusCode: 404, code: 'not_found', message: 'Mock interview was not found.' }, { status: 404 }),
      ),
    );
    renderInterview();
    expect(await screen.findByRole('alert')).toHaveTextContent('This mock interview was not found. It may belong to another account.');
    expect(screen.getByRole('link', { name: 'All mock interviews' })).toHaveAttribute('href', '/dashboard/interviews');
  });

  it('is written in Arabic and Urdu', async () => {
    server.use(...interviewApi().handlers);
    await setLanguage('ar', { remember: false });
    try {
      renderInterview();
      expect(await screen.findByRole('heading', { level: 1, name: 'مقابلة تجريبية' })).toBeInTheDocument();
      expect(await screen.findByRole('textbox', { name: 'إجابتك' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'أرسل الإجابة' })).toBeInTheDocument();
      await act(() => setLanguage('ur', { remember: false }));
      expect(await screen.findByRole('textbox', { name: 'آپ کا جواب' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'جواب بھیجیں' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
