import { Type, type Static } from 'typebox';
import { ErrorBody, IdParams, ListOf, LiteralUnion, MultilineText, Slug } from './common';
import {
  CAREER_PROFILE_HEADLINE_MAX_LENGTH,
  CAREER_PROFILE_LIST_MAX_ITEMS,
  CAREER_PROFILE_ITEM_MAX_LENGTH,
  COVER_NOTE_MAX_LENGTH,
  JOB_APPLICATION_STATUSES,
  WORK_MODES,
} from './careers-vocabulary';

/**
 * Job placement: the learner's career profile (`me/career-profile/`, signed in), openings
 * (`jobs/openings/…`, public; signed in, ranked by how many of the labs each asks for the learner
 * completed) and applications (`jobs/openings/:slug/apply/`, `me/job-applications/…`, signed in).
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);
const ShortItem = Type.String({ minLength: 1, maxLength: CAREER_PROFILE_ITEM_MAX_LENGTH, pattern: '\\S' });

/** `PUT me/career-profile/`: what the learner writes. Skills are not sent: they come from what they completed. */
export const CareerProfileBody = Type.Object(
  {
    headline: Type.String({ maxLength: CAREER_PROFILE_HEADLINE_MAX_LENGTH }),
    desired_roles: Type.Array(ShortItem, { maxItems: CAREER_PROFILE_LIST_MAX_ITEMS }),
    locations: Type.Array(ShortItem, { maxItems: CAREER_PROFILE_LIST_MAX_ITEMS }),
    work_modes: Type.Array(LiteralUnion(WORK_MODES), { maxItems: WORK_MODES.length }),
    open_to_relocation: Type.Boolean(),
    /** One of the learner's own uploads of purpose `cv`, or null for none. */
    cv_upload_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  },
  { additionalProperties: false },
);
/** Static type of {@link CareerProfileBody}. */
export type CareerProfileBody = Static<typeof CareerProfileBody>;

/** A lab the learner completed (every check passed), in the request's language. */
export const CompletedLabSkill = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  /** The lab's topic: one of CLOUDS (aws, linux, security…). */
  topic: Type.String(),
  completed_at: Type.String(),
});
/** Static type of {@link CompletedLabSkill}. */
export type CompletedLabSkill = Static<typeof CompletedLabSkill>;

/** A diploma issued to the learner (not revoked), for a career path. */
export const DiplomaSkill = Type.Object({
  id: Type.String(),
  career_path_slug: Type.String(),
  title: Type.String(),
  issued_at: Type.String(),
});
/** Static type of {@link DiplomaSkill}. */
export type DiplomaSkill = Static<typeof DiplomaSkill>;

/** A virtual internship the learner completed. */
export const InternshipSkill = Type.Object({
  programme_slug: Type.String(),
  title: Type.String(),
  completed_at: NullableString,
});
/** Static type of {@link InternshipSkill}. */
export type InternshipSkill = Static<typeof InternshipSkill>;

/** What the learner has shown they can do, computed by the API (read-only). */
export const CareerSkills = Type.Object({
  labs: Type.Array(CompletedLabSkill),
  diplomas: Type.Array(DiplomaSkill),
  internships: Type.Array(InternshipSkill),
});
/** Static type of {@link CareerSkills}. */
export type CareerSkills = Static<typeof CareerSkills>;

/** The CV the profile names, as its owner sees it. */
export const ProfileCv = Type.Object({ id: Type.String(), file_name: Type.String(), size_bytes: Type.Integer(), created_at: Type.String() });
/** Static type of {@link ProfileCv}. */
export type ProfileCv = Static<typeof ProfileCv>;

/** `GET/PUT me/career-profile/`: what the learner wrote (empty until they save), the CV, and the computed skills. */
export const CareerProfile = Type.Object({
  headline: Type.String(),
  desired_roles: Type.Array(Type.String()),
  locations: Type.Array(Type.String()),
  work_modes: Type.Array(LiteralUnion(WORK_MODES)),
  open_to_relocation: Type.Boolean(),
  cv: Type.Union([ProfileCv, Type.Null()]),
  skills: CareerSkills,
  /** Null until the learner first saves it. */
  updated_at: NullableString,
});
/** Static type of {@link CareerProfile}. */
export type CareerProfile = Static<typeof CareerProfile>;

/** A lab as an opening names it. */
export const OpeningLab = Type.Object({ slug: Type.String(), title: Type.String() });
/** Static type of {@link OpeningLab}. */
export type OpeningLab = Static<typeof OpeningLab>;

/**
 * How the signed-in learner matches an opening: the labs it asks for that they completed, the ones
 * they have not, and the share completed (0–1; an opening that asks for no lab is 0).
 */
export const OpeningMatch = Type.Object({
  matched: Type.Array(OpeningLab),
  missing: Type.Array(OpeningLab),
  share: Type.Number({ minimum: 0, maximum: 1 }),
});
/** Static type of {@link OpeningMatch}. */
export type OpeningMatch = Static<typeof OpeningMatch>;

/** An opening, in the request's language (English where a translation is missing). */
export const JobOpening = Type.Object({
  slug: Type.String(),
  employer: Type.String(),
  title: Type.String(),
  description: Type.String(),
  location: Type.String(),
  work_mode: LiteralUnion(WORK_MODES),
  career_path: Type.Union([Type.Object({ slug: Type.String(), title: Type.String() }), Type.Null()]),
  skill_labs: Type.Array(OpeningLab),
  open: Type.Boolean(),
  created_at: Type.String(),
  /** Signed in only: how the learner matches; null for a visitor. */
  match: Type.Union([OpeningMatch, Type.Null()]),
  /** Signed in only: the learner's application to it, if any. */
  application: Type.Union([Type.Object({ id: Type.String(), status: LiteralUnion(JOB_APPLICATION_STATUSES) }), Type.Null()]),
});
/** Static type of {@link JobOpening}. */
export type JobOpening = Static<typeof JobOpening>;

/** `GET jobs/openings/`: the open ones; signed in, best match first. */
export const JobOpeningList = ListOf(JobOpening);
/** Static type of {@link JobOpeningList}. */
export type JobOpeningList = Static<typeof JobOpeningList>;

/** Path parameters of `jobs/openings/:slug/…`. */
export const OpeningParams = Type.Object({ slug: Slug });
/** Static type of {@link OpeningParams}. */
export type OpeningParams = Static<typeof OpeningParams>;

/** `POST jobs/openings/:slug/apply/`: an optional note to the employer. */
export const ApplyBody = Type.Object({ cover_note: Type.Optional(MultilineText({ maxLength: COVER_NOTE_MAX_LENGTH })) }, { additionalProperties: false });
/** Static type of {@link ApplyBody}. */
export type ApplyBody = Static<typeof ApplyBody>;

/** A step of an application's history: the status it reached, when, and the note staff wrote the learner with it (null for none). */
export const JobApplicationStep = Type.Object({ status: LiteralUnion(JOB_APPLICATION_STATUSES), at: Type.String(), note: NullableString });
/** Static type of {@link JobApplicationStep}. */
export type JobApplicationStep = Static<typeof JobApplicationStep>;

/** A learner's application, as they follow it. */
export const JobApplication = Type.Object({
  id: Type.String(),
  opening: Type.Object({
    slug: Type.String(),
    title: Type.String(),
    employer: Type.String(),
    location: Type.String(),
    work_mode: LiteralUnion(WORK_MODES),
    open: Type.Boolean(),
  }),
  status: LiteralUnion(JOB_APPLICATION_STATUSES),
  cover_note: Type.String(),
  /** Every status it went through, oldest first: sent (`submitted`), each move staff made, withdrawn. */
  history: Type.Array(JobApplicationStep),
  /** Whether the learner can still withdraw it (not hired, not selected, or withdrawn already). */
  can_withdraw: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
/** Static type of {@link JobApplication}. */
export type JobApplication = Static<typeof JobApplication>;

/** `GET me/job-applications/`, newest first. */
export const JobApplicationList = ListOf(JobApplication);
/** Static type of {@link JobApplicationList}. */
export type JobApplicationList = Static<typeof JobApplicationList>;

/** Path parameters of `me/job-applications/:id/…`. */
export const JobApplicationParams = IdParams;
/** Static type of {@link JobApplicationParams}. */
export type JobApplicationParams = Static<typeof JobApplicationParams>;

/**
 * 409 of `POST jobs/openings/:slug/apply/`: `already_applied` carries the application the learner
 * already sent; `opening_closed` and `cv_required` carry none.
 */
export const ApplyConflict = Type.Object({ ...ErrorBody.properties, application: Type.Optional(JobApplication) });
/** Static type of {@link ApplyConflict}. */
export type ApplyConflict = Static<typeof ApplyConflict>;
