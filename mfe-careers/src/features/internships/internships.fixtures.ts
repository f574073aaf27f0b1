import type { InternshipProgramme, MyInternship } from './internships.api';

/**
 * Internships as the API answers them, for this feature's tests and the pages that draw it: the
 * DevOps programme with two cohorts, and a learner's application to its first cohort.
 */

export const COHORT_ID = '3d1f8a20-1111-4222-8333-444455556666';
export const LATER_COHORT_ID = '3d1f8a20-1111-4222-8333-444455557777';
export const INTERNSHIP_ID = '9a2e4c10-1111-4222-8333-444455556666';

export const CAPSTONE = [
  { slug: 'git-branches-and-merges', title: 'Branches and merges' },
  { slug: 'automation-bash-scripts', title: 'Bash scripts' },
  { slug: 'kubernetes-manifests-offline', title: 'Kubernetes manifests' },
];

export function programme(overrides: Partial<InternshipProgramme> = {}): InternshipProgramme {
  return {
    slug: 'devops-engineering-internship',
    title: 'DevOps engineering internship',
    summary: 'Work the way a DevOps team does.',
    career_path: { slug: 'devops-engineer', title: 'DevOps Engineer' },
    capstone_labs: CAPSTONE,
    cohorts: [
      { id: COHORT_ID, starts_on: '2099-03-02', ends_on: '2099-04-24', seats: 15, seats_left: 12, open: true },
      { id: LATER_COHORT_ID, starts_on: '2099-06-01', ends_on: '2099-07-24', seats: 15, seats_left: 0, open: false },
    ],
    ...overrides,
  };
}

export function myInternship(overrides: Partial<MyInternship> = {}): MyInternship {
  return {
    id: INTERNSHIP_ID,
    status: 'accepted',
    programme: { slug: 'devops-engineering-internship', title: 'DevOps engineering internship' },
    cohort: { id: COHORT_ID, starts_on: '2099-03-02', ends_on: '2099-04-24' },
    motivation: 'I want to practise on real tasks with a mentor.',
    capstone: CAPSTONE.map((lab, index) => ({ ...lab, completed: index === 0, completed_at: index === 0 ? '2099-01-10T09:00:00.000Z' : null })),
    capstone_complete: false,
    mentor_review: 'not_started',
    mentor_note: null,
    created_at: '2099-01-05T10:00:00.000Z',
    updated_at: '2099-01-05T10:00:00.000Z',
    completed_at: null,
    ...overrides,
  };
}

/** Every capstone lab of {@link myInternship} completed. */
export const completedCapstone = () => CAPSTONE.map((lab) => ({ ...lab, completed: true, completed_at: '2099-01-10T09:00:00.000Z' }));
