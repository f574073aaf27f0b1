import type { ApplyBody, CareerProfile, CareerProfileBody, JobApplication, JobApplicationList, JobOpeningList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** Job placement's answers, as the contract types them. */
export type { CareerProfile, CareerProfileBody, JobApplication, JobOpening, OpeningMatch } from '@ilm/contract';

/** The learner's career profile, with their CV and computed skills. */
export const fetchCareerProfile = () => api<CareerProfile>('me/career-profile/');

/** Saves what the learner writes in their profile. */
export const saveCareerProfile = (body: CareerProfileBody) => api<CareerProfile>('me/career-profile/', { method: 'PUT', body });

/** Open openings, best match for the learner first. */
export const fetchOpenings = async () => (await api<JobOpeningList>('jobs/openings/')).results;

/** Applies to an opening with the career profile and an optional note. */
export const applyToOpening = (slug: string, body: ApplyBody) =>
  api<JobApplication>(`jobs/openings/${encodeURIComponent(slug)}/apply/`, { method: 'POST', body });

/** The learner's applications, newest first. */
export const fetchApplications = async () => (await api<JobApplicationList>('me/job-applications/')).results;

/** Withdraws one of the learner's applications. */
export const withdrawApplication = (id: string) => api<JobApplication>(`me/job-applications/${encodeURIComponent(id)}/withdraw/`, { method: 'POST' });

/** The profile as the API takes it back: what the learner wrote, never the computed skills. */
export const profileBody = (profile: CareerProfile, changes: Partial<CareerProfileBody> = {}): CareerProfileBody => ({
  headline: profile.headline,
  desired_roles: profile.desired_roles,
  locations: profile.locations,
  work_modes: profile.work_modes,
  open_to_relocation: profile.open_to_relocation,
  cv_upload_id: profile.cv?.id ?? null,
  ...changes,
});
