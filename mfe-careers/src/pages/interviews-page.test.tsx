import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from '@ilm/shared/router';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import InterviewsPage from './interviews-page';
import InterviewRoute from './interview-page';
import { interview, INTERVIEW_ID, interviewApi, interviewSummary, QUESTIONS } from '../features/interviews/interviews.fixtures';
import { API, get, list, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();
beforeEach(() => signIn());

const PATHS = list([
  {
    slug: 'cloud-engineer',
    title: 'Cloud Engineer',
    summary: '',
    level: 'beginner',
    duration_weeks: 12,
    price_usd: 299,
    price_usd_cents: 29900,
    tokens_included: 40,
    lab_count: 9,
  },
  {
    slug: 'data-engineer',
    title: 'Cloud Data Engineer',
    summary: '',
    level: 'intermediate',
    duration_weeks: 12,
    price_usd: 319,
    price_usd_cents: 31900,
    tokens_included: 40,
    lab_count: 8,
  },
]);

/** The list page, and the interview page it leads to (so a start can be followed). */
const renderPages = () =>
  renderWithShell(
    <Routes>
      <Route path="/dashboard/interviews" element={<InterviewsPage />} />
      <Route path="/dashboard/interviews/:id" element={<InterviewRoute params={{ id: INTERVIEW_ID }} />} />
    </Routes>,
    { route: '/dashboard/interviews' },
  );

describe('InterviewsPage', () => {
  it("lists the learner's interviews with their career path, date, progress, status and score", async () => {
    server.use(
      get('catalog/career-paths/', PATHS),
      get(
        'baari/interviews/',
        list([
          interviewSummary({ questions_answered: 2, score: 63 }),
          interviewSummary({
            id: 'aaaa0000-0000-4000-8000-000000000002',
            status: 'completed',
            questions_answered: 5,
            score: 80,
            career_path: { slug: 'data-engineer', title: 'Cloud Data Engineer' },
          }),
        ]),
      ),
    );
    renderPages();
    const region = await screen.findByRole('region', { name: 'Your mock interviews' });
    const items = await within(region).findAllByRole('article');
    expect(items).toHaveLength(2);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-20T14:30:00.000Z'));
    expect(within(items[0]!).getByRole('link', { name: `Cloud Engineer, ${date}` })).toHaveAttribute('href', `/dashboard/interviews/${INTERVIEW_ID}`);
    expect(items[0]).toHaveTextContent('In progress');
    expect(items[0]).toHaveTextContent('2 of 5 questions answered');
    expect(items[0]).toHaveTextContent('Score: 63 out of 100');
    expect(items[1]).toHaveTextContent('Completed');
    expect(items[1]).toHaveTextContent('Score: 80 out of 100');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says so when there is no interview yet', async () => {
    server.use(get('catalog/career-paths/', PATHS), get('baari/interviews/', list([])));
    renderPages();
    expect(await screen.findByRole('heading', { name: 'No mock interviews yet' })).toBeInTheDocument();
    expect(screen.getByText('Choose a career path above to start your first one.')).toBeInTheDocument();
  });

  it('starts an interview for the career path chosen from the catalog, and opens it at its first question', async () => {
    const bodies: unknown[] = [];
    server.use(
      get('catalog/career-paths/', PATHS),
      get('baari/interviews/', list([])),
      ...interviewApi().handlers,
      http.post(`${API}baari/interviews/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(interview(0), { status: 201 });
      }),
    );
    renderPages();
    const select = await screen.findByRole('combobox', { name: 'Career path' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a career path', 'Cloud Engineer', 'Cloud Data Engineer']);
    expect(select).toHaveAccessibleDescription('5 questions, technical and behavioural, asked in the language of this page. Answer in your own words.');
    await userEvent.click(screen.getByRole('button', { name: 'Start the interview' }));
    expect(select).toHaveAccessibleDescription(expect.stringContaining('Choose a career path first.'));
    expect(bodies).toEqual([]);

    await userEvent.selectOptions(select, 'cloud-engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Start the interview' }));
    expect(await screen.findByText(QUESTIONS[0]!)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(bodies).toEqual([{ career_path_slug: 'cloud-engineer' }]);
  });

  it("shows the API's reason when the interview cannot be started", async () => {
    server.use(
      get('catalog/career-paths/', PATHS),
      get('baari/interviews/', list([])),
      http.post(`${API}baari/interviews/`, () =>
        HttpResponse.json(
          { statusCode: 400, code: 'validation_error', field: 'career_path_slug', message: 'career_path_slug: has no mock interview questions yet' },
          { status: 400 },
        ),
      ),
    );
    renderPages();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Career path' }), 'data-engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Start the interview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('career_path_slug: has no mock interview questions yet');
  });

  it('counts the answered questions the Arabic way', async () => {
    server.use(get('catalog/career-paths/', PATHS), get('baari/interviews/', list([interviewSummary({ questions_answered: 2, score: 63 })])));
    await setLanguage('ar', { remember: false });
    try {
      renderPages();
      expect(await screen.findByRole('heading', { level: 1, name: 'المقابلات التجريبية' })).toBeInTheDocument();
      // The count of answers in the page's digits; five questions take the plural of three to ten.
      expect(await screen.findByText(`أُجيب عن ${new Intl.NumberFormat('ar').format(2)} من 5 أسئلة`)).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
