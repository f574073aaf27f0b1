import type { InternshipApplyBody, InternshipProgrammeList, MyInternship, MyInternshipList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** Internship programmes and a learner's internships, as the contract types them. */
export type { CapstoneLab, InternshipCohort, InternshipProgramme, MyInternship } from '@ilm/contract';

/** Every programme with its capstone labs and its cohorts (dates, seats left). */
export const fetchProgrammes = () => api<InternshipProgrammeList>('internships/programmes/');

/** The learner's internships, newest first, with capstone progress and the mentor's review. */
export const fetchMyInternships = () => api<MyInternshipList>('me/internships/');

/** Applies to a cohort with the learner's motivation. */
export const applyToCohort = (cohortId: string, body: InternshipApplyBody) =>
  api<MyInternship>(`internships/cohorts/${encodeURIComponent(cohortId)}/apply/`, { method: 'POST', body });

/** Sends the capstone to the mentor for review. */
export const submitCapstone = (id: string) => api<MyInternship>(`me/internships/${encodeURIComponent(id)}/submit/`, { method: 'POST' });

/** Withdraws the learner's application or internship; its seat goes back to the cohort. */
export const withdrawInternship = (id: string) => api<MyInternship>(`me/internships/${encodeURIComponent(id)}/withdraw/`, { method: 'POST' });
