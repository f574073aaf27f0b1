import { Type } from 'typebox';
import { CountryCode, Email, PersonName, Telephone } from '../accounts/accounts.schemas';
import { Slug } from '../catalog/catalog.schemas';

const FullName = Type.String({ minLength: 2, maxLength: 120, pattern: '\\S' });
const Text = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });
const IsoDate = Type.String({ format: 'date' });
const Url = Type.String({ format: 'uri', maxLength: 300 });

export const ContactUsBody = Type.Object({
  full_name: FullName,
  email: Email,
  telephone: Type.Optional(Telephone),
  subject: Text(150, 3),
  message: Text(5000, 10),
});

export const CifBody = Type.Object({
  first_name: PersonName,
  last_name: PersonName,
  email: Email,
  telephone: Telephone,
  country: CountryCode,
  date_of_birth: IsoDate,
  education_level: Type.Union(['high_school', 'diploma', 'bachelor', 'master', 'doctorate'].map((v) => Type.Literal(v))),
  field_of_study: Text(120),
  years_of_experience: Type.Integer({ minimum: 0, maximum: 60 }),
  current_job_title: Type.Optional(Text(120)),
  interested_in: Type.Array(
    Type.Union(['career_path', 'job_placement', 'virtual_internship', 'interview_preparation', 'immigration_support', 'diploma'].map((v) => Type.Literal(v))),
    { minItems: 1, uniqueItems: true },
  ),
  linkedin_url: Type.Optional(Url),
  notes: Type.Optional(Text(2000)),
});

export const DiplomaDeclarationBody = Type.Object({
  full_name: FullName,
  email: Email,
  telephone: Type.Optional(Telephone),
  country: CountryCode,
  career_path_slug: Slug,
  name_on_diploma: FullName,
  date_of_birth: IsoDate,
  declaration_accepted: Type.Literal(true, { description: 'the applicant confirms the work submitted is their own' }),
  signature: FullName,
});

export const ConsultingInquiryBody = Type.Object({
  full_name: FullName,
  email: Email,
  telephone: Type.Optional(Telephone),
  company: Text(150, 2),
  offer_slug: Type.Optional(Slug),
  team_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  budget: Type.Optional(Type.Union(['under_5k', '5k_20k', '20k_50k', 'over_50k'].map((v) => Type.Literal(v)))),
  message: Text(5000, 10),
});

export const SubmissionSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  email: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String(),
});

export const SubmittedSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  created_at: Type.String(),
  message: Type.String(),
});
