import { INTERVIEW_QUESTIONS } from '@ilm/contract';
import { delay, http, HttpResponse } from 'msw';
import type { Interview, InterviewSummary, InterviewTurn } from './interviews.api';

/**
 * Mock interviews as the API answers them, for this feature's tests and the pages that draw it:
 * an interview of the Cloud Engineer path, and a fake of `baari/interviews/{id}/` that moves through
 * its questions as answers arrive.
 */

const API = 'http://localhost:8000/';

export const INTERVIEW_ID = '6f1c2b9e-1111-4222-8333-444455556666';

export const QUESTIONS = [
  'How would you host a static website on AWS so that it is fast worldwide while the bucket itself stays private?',
  'You deploy a web app to Azure App Service several times a week. How do you release without downtime and roll back quickly?',
  'A service on a Linux virtual machine is running, but clients cannot reach it. How do you troubleshoot?',
  'Tell me about a time something you built or ran broke in production. What did you do, and what changed afterwards?',
  'How would you give administrators shell access to cloud Linux servers without exposing SSH to the internet?',
];

/** The feedback of a poor answer to the App Service question: nothing covered, the lab to practise. */
export const POOR_FEEDBACK: Pick<InterviewTurn, 'rubric' | 'feedback' | 'score'> = {
  rubric: [
    { point: 'Deploys to a staging deployment slot first', met: false },
    { point: 'Swaps the slots once checked, and swaps back to roll back', met: true },
  ],
  feedback:
    'You covered: Swaps the slots once checked, and swaps back to roll back.\nTo make it stronger, add: Deploys to a staging deployment slot first.\nPractise it in [Deploy a Web App to Azure App Service](/labs/azure-app-service-deploy).',
  score: 50,
};

export const SUMMARY =
  'Your overall score: 50 out of 100 over 5 questions.\nYour strengths: Swaps the slots once checked, and swaps back to roll back.\nWhat to practise: Deploys to a staging deployment slot first.\nLabs that practise it: [Deploy a Web App to Azure App Service](/labs/azure-app-service-deploy).';

export function interviewSummary(overrides: Partial<InterviewSummary> = {}): InterviewSummary {
  return {
    id: INTERVIEW_ID,
    career_path: { slug: 'cloud-engineer', title: 'Cloud Engineer' },
    status: 'in_progress',
    questions_total: INTERVIEW_QUESTIONS,
    questions_answered: 0,
    score: null,
    created_at: '2026-11-20T14:30:00.000Z',
    completed_at: null,
    ...overrides,
  };
}

/** An interview with its first `answered` questions answered (each with `feedback`), then the current one. */
export function interview(answered = 0, feedback = POOR_FEEDBACK, answers: string[] = []): Interview {
  const turns: InterviewTurn[] = QUESTIONS.slice(0, answered).map((question, index) => ({
    index,
    question,
    answer: answers[index] ?? `Answer ${index + 1}`,
    mode: 'offline',
    ...feedback,
  }));
  const completed = answered >= QUESTIONS.length;
  if (!completed) turns.push({ index: answered, question: QUESTIONS[answered]!, answer: null, rubric: [], feedback: null, score: null, mode: null });
  return {
    ...interviewSummary({
      status: completed ? 'completed' : 'in_progress',
      questions_answered: answered,
      score: answered ? feedback.score : null,
      completed_at: completed ? '2026-11-20T15:00:00.000Z' : null,
    }),
    turns,
    current: completed ? null : answered,
    summary: completed ? SUMMARY : null,
  };
}

/**
 * The API of one interview: GET answers it as it stands, each POSTed answer moves it on (what was
 * sent is kept in `sent`). `refuse` answers the next POST with that error instead.
 */
export function interviewApi(start = 0, { answerDelayMs = 0 } = {}) {
  const state = { answered: start, sent: [] as string[], refuse: null as null | { status: number; body: object } };
  const handlers = [
    http.get(`${API}baari/interviews/${INTERVIEW_ID}/`, () => HttpResponse.json(interview(state.answered, POOR_FEEDBACK, state.sent))),
    http.post(`${API}baari/interviews/${INTERVIEW_ID}/answers/`, async ({ request }) => {
      const { answer } = (await request.json()) as { answer: string };
      if (answerDelayMs) await delay(answerDelayMs);
      if (state.refuse) {
        const { status, body } = state.refuse;
        state.refuse = null;
        return HttpResponse.json(body, { status });
      }
      state.sent[state.answered] = answer;
      state.answered += 1;
      return HttpResponse.json(interview(state.answered, POOR_FEEDBACK, state.sent));
    }),
  ];
  return { state, handlers };
}
