import { Type, type Static } from 'typebox';
import { CountryCode, Email, PersonName, Telephone } from './accounts';
import { ListOf, LiteralUnion, MultilineText, Slug } from './common';
import { CIF_INTERESTS, CONSULTING_BUDGETS, EDUCATION_LEVELS, TEAM_TOPICS } from './forms-vocabulary';

/**
 * Forms (`forms/…`): open to visitors; a signed-in submitter (Bearer) sees theirs later in `forms/mine/`.
 * Each form is strict: a field it does not list is refused (400 naming it), never stored, and every
 * field has a length limit (the API also caps a form's whole body far below its other routes').
 * Every form also accepts the spam trap `website` (HONEYPOT_FIELD, forms-vocabulary.ts): people leave
 * it empty; a submission that fills it is answered 201 like any other, but stored and mailed nowhere.
 */

/** The options every form body shares: no field beyond the ones listed. */
const Strict = { additionalProperties: false } as const;

const FullName = Type.String({ minLength: 2, maxLength: 120, pattern: '\\S' });
const Text = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });
/** Text of several lines (a message, notes): line breaks and tabs allowed. */
const LongText = (max: number, min = 1) => MultilineText({ minLength: min, maxLength: max });
const IsoDate = Type.String({ format: 'date', maxLength: 10 });
const Url = Type.String({ format: 'uri', maxLength: 300 });
/** The spam trap (HONEYPOT_FIELD): any short text is accepted, so a program that fills it learns nothing. */
const Honeypot = Type.Optional(Type.String({ maxLength: 300, description: 'leave empty: a spam trap, hidden from people' }));

/** `POST forms/contact-us/`. */
export const ContactUsBody = Type.Object(
  {
    full_name: FullName,
    email: Email,
    telephone: Type.Optional(Telephone),
    subject: Text(150, 3),
    message: LongText(5000, 10),
    website: Honeypot,
  },
  Strict,
);
/** Static type of {@link ContactUsBody}. */
export type ContactUsBody = Static<typeof ContactUsBody>;

/** `POST forms/cif/`: the career information form. */
export const CifBody = Type.Object(
  {
    first_name: PersonName,
    last_name: PersonName,
    email: Email,
    telephone: Telephone,
    country: CountryCode,
    date_of_birth: IsoDate,
    education_level: LiteralUnion(EDUCATION_LEVELS),
    field_of_study: Text(120),
    years_of_experience: Type.Integer({ minimum: 0, maximum: 60 }),
    current_job_title: Type.Optional(Text(120)),
    interested_in: Type.Array(LiteralUnion(CIF_INTERESTS), { minItems: 1, maxItems: CIF_INTERESTS.length, uniqueItems: true }),
    linkedin_url: Type.Optional(Url),
    notes: Type.Optional(LongText(2000)),
    website: Honeypot,
  },
  Strict,
);
/** Static type of {@link CifBody}. */
export type CifBody = Static<typeof CifBody>;

/** `POST forms/diploma-declaration/`: the career path must exist. */
export const DiplomaDeclarationBody = Type.Object(
  {
    full_name: FullName,
    email: Email,
    telephone: Type.Optional(Telephone),
    country: CountryCode,
    career_path_slug: Slug,
    name_on_diploma: FullName,
    date_of_birth: IsoDate,
    declaration_accepted: Type.Literal(true, { description: 'the applicant confirms the work submitted is their own' }),
    signature: FullName,
    website: Honeypot,
  },
  Strict,
);
/** Static type of {@link DiplomaDeclarationBody}. */
export type DiplomaDeclarationBody = Static<typeof DiplomaDeclarationBody>;

/** `POST forms/consulting-inquiry/`: the offer, when named, must exist. */
export const ConsultingInquiryBody = Type.Object(
  {
    full_name: FullName,
    email: Email,
    telephone: Type.Optional(Telephone),
    company: Text(150, 2),
    offer_slug: Type.Optional(Slug),
    team_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    budget: Type.Optional(LiteralUnion(CONSULTING_BUDGETS)),
    message: LongText(5000, 10),
    website: Honeypot,
  },
  Strict,
);
/** Static type of {@link ConsultingInquiryBody}. */
export type ConsultingInquiryBody = Static<typeof ConsultingInquiryBody>;

/** `POST forms/team-inquiry/`: a company asks about training its team (the for-business page). */
export const TeamInquiryBody = Type.Object(
  {
    full_name: FullName,
    email: Email,
    company: Text(150, 2),
    team_size: Type.Integer({ minimum: 1, maximum: 100000 }),
    telephone: Type.Optional(Telephone),
    topics: Type.Optional(Type.Array(LiteralUnion(TEAM_TOPICS), { maxItems: TEAM_TOPICS.length, uniqueItems: true })),
    message: Type.Optional(LongText(5000)),
    website: Honeypot,
  },
  Strict,
);
/** Static type of {@link TeamInquiryBody}. */
export type TeamInquiryBody = Static<typeof TeamInquiryBody>;

/** What every form answers (201): the submission's id and a thank-you sentence to show. */
export const Submitted = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  created_at: Type.String(),
  message: Type.String(),
  confirmation_mailed: Type.Optional(
    Type.Boolean({ description: 'false when no confirmation was mailed: the address already received its most confirmations today (docs/rules/forms.md)' }),
  ),
  diploma_id: Type.Optional(
    Type.String({ description: 'a diploma declaration for a career path the learner has completed: the diploma it issued (diplomas/:id/)' }),
  ),
});
/** Static type of {@link Submitted}. */
export type Submitted = Static<typeof Submitted>;

/** A stored submission: its kind (one of FORM_KINDS) and the fields as sent. */
export const Submission = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  email: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String(),
});
/** Static type of {@link Submission}. */
export type Submission = Static<typeof Submission>;

/** `GET forms/mine/`: the signed-in learner's submissions, newest first. */
export const SubmissionList = ListOf(Submission);
/** Static type of {@link SubmissionList}. */
export type SubmissionList = Static<typeof SubmissionList>;
