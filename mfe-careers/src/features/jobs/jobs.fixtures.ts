import type { CareerProfile, JobApplication, JobOpening } from './jobs.api';

/** Job placement as the API answers it, for this feature's tests and the pages that draw it. */

const LAB = (slug: string, title: string) => ({ slug, title });

/** A career profile: nothing written, no CV, no skills, unless a test says otherwise. */
export function careerProfile(overrides: Partial<CareerProfile> = {}): CareerProfile {
  return {
    headline: '',
    desired_roles: [],
    locations: [],
    work_modes: [],
    open_to_relocation: false,
    cv: null,
    skills: { labs: [], diplomas: [], internships: [] },
    updated_at: null,
    ...overrides,
  };
}

/** The Linux lab author opening; the learner completed 3 of its 4 labs. */
export function opening(overrides: Partial<JobOpening> = {}): JobOpening {
  return {
    slug: 'linux-lab-author',
    employer: 'Ilm Cloud',
    title: 'Linux lab author',
    description: 'Write hands-on Linux and shell labs that run in our browser sandbox.',
    location: 'UTC+03:00 – UTC+05:00',
    work_mode: 'remote',
    career_path: { slug: 'devops-engineer', title: 'DevOps Engineer' },
    skill_labs: [
      LAB('linux-files-and-permissions', 'Files and permissions'),
      LAB('linux-text-processing', 'Text processing'),
      LAB('automation-bash-scripts', 'Bash scripts'),
      LAB('git-first-repository', 'Your first Git repository'),
    ],
    open: true,
    created_at: '2026-05-01T09:00:00.000Z',
    match: {
      matched: [
        LAB('linux-files-and-permissions', 'Files and permissions'),
        LAB('linux-text-processing', 'Text processing'),
        LAB('automation-bash-scripts', 'Bash scripts'),
      ],
      missing: [LAB('git-first-repository', 'Your first Git repository')],
      share: 0.75,
    },
    application: null,
    ...overrides,
  };
}

/** The cloud security mentor opening; the learner completed none of its labs. */
export const mentorOpening = (overrides: Partial<JobOpening> = {}) =>
  opening({
    slug: 'cloud-security-mentor',
    title: 'Cloud security mentor',
    description: 'Review capstones and hold office hours.',
    career_path: { slug: 'cloud-security-specialist', title: 'Cloud Security Specialist' },
    skill_labs: [LAB('security-ssh-keys-and-permissions', 'SSH keys'), LAB('security-tls-on-loopback', 'TLS on loopback')],
    match: { matched: [], missing: [LAB('security-ssh-keys-and-permissions', 'SSH keys'), LAB('security-tls-on-loopback', 'TLS on loopback')], share: 0 },
    ...overrides,
  });

export const APPLICATION_ID = '3a1d9c6e-1111-4222-8333-444455556666';

/** An application to the mentor opening, moved to interview (no note from the placement team). */
export function application(overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    id: APPLICATION_ID,
    opening: {
      slug: 'cloud-security-mentor',
      title: 'Cloud security mentor',
      employer: 'Ilm Cloud',
      location: 'UTC+03:00 – UTC+05:00',
      work_mode: 'remote',
      open: true,
    },
    status: 'interview',
    cover_note: '',
    history: [
      { status: 'submitted', at: '2026-05-02T10:00:00.000Z', note: null },
      { status: 'interview', at: '2026-05-06T15:30:00.000Z', note: null },
    ],
    can_withdraw: true,
    created_at: '2026-05-02T10:00:00.000Z',
    updated_at: '2026-05-06T15:30:00.000Z',
    ...overrides,
  };
}
