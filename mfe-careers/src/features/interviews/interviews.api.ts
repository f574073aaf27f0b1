import type { CareerPathSummaryList, Interview, InterviewAnswerBody, InterviewList, InterviewStartBody } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A mock interview and its list, as the contract types them. */
export type { Interview, InterviewList, InterviewSummary, InterviewTurn } from '@ilm/contract';

/** The learner's mock interviews, newest first. */
export const fetchInterviews = () => api<InterviewList>('baari/interviews/');

/** One of the learner's mock interviews, with its answered questions and the current one. */
export const fetchInterview = (id: string) => api<Interview>(`baari/interviews/${encodeURIComponent(id)}/`);

/** Starts a mock interview for a career path, in the page's language. */
export const startInterview = (body: InterviewStartBody) => api<Interview>('baari/interviews/', { method: 'POST', body });

/** Answers the current question: the interview comes back with that answer's feedback and the next question. */
export const answerInterview = (id: string, body: InterviewAnswerBody) =>
  api<Interview>(`baari/interviews/${encodeURIComponent(id)}/answers/`, { method: 'POST', body });

/** The catalog's career paths, to choose the interview's. */
export const fetchCareerPaths = async () => (await api<CareerPathSummaryList>('catalog/career-paths/')).results;
