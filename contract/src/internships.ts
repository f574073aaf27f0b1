import { Type, type Static } from 'typebox';
import { INTERNSHIP_MOTIVATION_MAX_LENGTH, INTERNSHIP_MOTIVATION_MIN_LENGTH, INTERNSHIP_STATUSES, MENTOR_REVIEW_STATUSES } from './careers-vocabulary';
import { ListOf, LiteralUnion, MultilineText } from './common';

/**
 * Virtual internships (`internships/…`, `me/internships/…`): Ilm Cloud's programmes, each for a
 * career path, with a capstone made of labs that run in the sandbox; cohorts with dates and seats;
 * a learner's application, their capstone progress (from the labs they completed), and the mentor's
 * review. Staff accept and review with `pnpm --filter @ilm/api admin internships …`.
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);
const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** A catalog item an internship names: its slug and its title in the request's language. */
export const InternshipCatalogRef = Type.Object({ slug: Type.String(), title: Type.String() });
/** Static type of {@link InternshipCatalogRef}. */
export type InternshipCatalogRef = Static<typeof InternshipCatalogRef>;

/** A cohort of a programme: its dates, its seats and how many are left. */
export const InternshipCohort = Type.Object({
  id: Type.String(),
  starts_on: IsoDate,
  ends_on: IsoDate,
  seats: Type.Integer(),
  seats_left: Type.Integer({ description: 'seats minus the applications that are not declined or withdrawn' }),
  /** Applications are taken until the day the cohort starts, while seats are left. */
  open: Type.Boolean(),
});
/** Static type of {@link InternshipCohort}. */
export type InternshipCohort = Static<typeof InternshipCohort>;

/** A programme with its capstone labs and its upcoming cohorts (earliest first). */
export const InternshipProgramme = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  career_path: InternshipCatalogRef,
  capstone_labs: Type.Array(InternshipCatalogRef),
  cohorts: Type.Array(InternshipCohort),
});
/** Static type of {@link InternshipProgramme}. */
export type InternshipProgramme = Static<typeof InternshipProgramme>;

/** `GET internships/programmes/`: every programme, public. */
export const InternshipProgrammeList = ListOf(InternshipProgramme);
/** Static type of {@link InternshipProgrammeList}. */
export type InternshipProgrammeList = Static<typeof InternshipProgrammeList>;

/** `POST internships/cohorts/:id/apply/`: why the learner wants this internship. */
export const InternshipApplyBody = Type.Object(
  { motivation: MultilineText({ minLength: INTERNSHIP_MOTIVATION_MIN_LENGTH, maxLength: INTERNSHIP_MOTIVATION_MAX_LENGTH }) },
  { additionalProperties: false },
);
/** Static type of {@link InternshipApplyBody}. */
export type InternshipApplyBody = Static<typeof InternshipApplyBody>;

/** One lab of the capstone, and whether the learner completed it (every check passed). */
export const CapstoneLab = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  completed: Type.Boolean(),
  completed_at: NullableString,
});
/** Static type of {@link CapstoneLab}. */
export type CapstoneLab = Static<typeof CapstoneLab>;

/** A learner's internship: the application, its status, the capstone's progress and the mentor's review. */
export const MyInternship = Type.Object({
  id: Type.String(),
  status: LiteralUnion(INTERNSHIP_STATUSES),
  programme: InternshipCatalogRef,
  cohort: Type.Object({ id: Type.String(), starts_on: IsoDate, ends_on: IsoDate }),
  motivation: Type.String(),
  capstone: Type.Array(CapstoneLab),
  /** Every capstone lab completed: the capstone may be sent for review. */
  capstone_complete: Type.Boolean(),
  mentor_review: LiteralUnion(MENTOR_REVIEW_STATUSES),
  /** What the mentor wrote with their review (null before one, or when they wrote nothing). */
  mentor_note: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
  completed_at: NullableString,
});
/** Static type of {@link MyInternship}. */
export type MyInternship = Static<typeof MyInternship>;

/** `GET me/internships/`: the learner's internships, newest first. */
export const MyInternshipList = ListOf(MyInternship);
/** Static type of {@link MyInternshipList}. */
export type MyInternshipList = Static<typeof MyInternshipList>;
