import type { CifBody, ConsultingInquiryBody, ContactUsBody, DiplomaDeclarationBody, FormKind, LanguageCode, TeamInquiryBody } from '@ilm/contract';
import type { Mail } from '../../mail/mailer';
import { say, type FormMailField } from './forms.messages';

/** The catalog's names of what a form points at (a career path, an offer), in the mail's language. */
export interface ReferencedNames {
  careerPath?: string;
  offer?: string;
}

/** A free text is quoted up to this many characters: enough to recognise it, too little to relay a letter. */
const EXCERPT_LENGTH = 300;

/**
 * The fields whose value the sender typed freely. A mail to an address nobody confirmed carries none
 * of them (docs/rules/forms.md): the form would otherwise relay whatever a stranger wrote to any inbox.
 */
const SENDER_TEXT = new Set<FormMailField>(['subject', 'message', 'name', 'field_of_study', 'current_job_title', 'name_on_diploma', 'company']);

type Line = [FormMailField, string | number | undefined];

/**
 * The mail that confirms a submission to the address it gives, in `language`: a greeting, what we
 * received (a short summary, never the whole text), what happens next for that form. Only when the
 * address is the signed-in sender's own confirmed one (`confirmed`) does it quote what they wrote;
 * to any other address it says which form arrived, with the values picked from our own lists.
 */
export function confirmationMail(
  kind: FormKind,
  data: Record<string, unknown>,
  language: LanguageCode,
  { names = {}, confirmed }: { names?: ReferencedNames; confirmed: boolean },
): Mail {
  const write = new Writer(language);
  const lines = summary(kind, data, write, names)
    .filter((line): line is [FormMailField, string | number] => line[1] !== undefined && line[1] !== '')
    .filter(([field]) => confirmed || !SENDER_TEXT.has(field))
    .map(([field, value]) => `${say(language, 'mail_form_field', { field })}: ${typeof value === 'number' ? write.number(value) : value}`);
  const name = String(data.full_name ?? data.first_name ?? '').trim();
  const text = [
    confirmed ? say(language, 'mail_form_intro', { name }) : say(language, 'mail_form_intro_unconfirmed'),
    ...(lines.length ? ['', ...lines] : []),
    '',
    `${say(language, 'mail_form_next_heading')}:`,
    say(language, `mail_form_next_${kind}`),
    '',
    say(language, 'mail_form_footer'),
  ].join('\n');
  return { to: String(data.email).trim(), subject: say(language, `mail_form_subject_${kind}`), text };
}

function summary(kind: FormKind, data: Record<string, unknown>, write: Writer, names: ReferencedNames): Line[] {
  switch (kind) {
    case 'contact_us': {
      const form = data as ContactUsBody;
      return [
        ['subject', form.subject.trim()],
        ['message', excerpt(form.message)],
      ];
    }
    case 'cif': {
      const form = data as CifBody;
      return [
        ['name', `${form.first_name.trim()} ${form.last_name.trim()}`],
        ['country', write.country(form.country)],
        ['education_level', say(write.language, 'mail_form_education_level', { value: form.education_level })],
        ['field_of_study', form.field_of_study.trim()],
        ['years_of_experience', form.years_of_experience],
        ['current_job_title', form.current_job_title?.trim()],
        ['interested_in', write.list(form.interested_in.map((value) => say(write.language, 'mail_form_interest', { value })))],
      ];
    }
    case 'diploma_declaration': {
      const form = data as DiplomaDeclarationBody;
      return [
        ['career_path', names.careerPath ?? form.career_path_slug],
        ['name_on_diploma', form.name_on_diploma.trim()],
      ];
    }
    case 'consulting_inquiry': {
      const form = data as ConsultingInquiryBody;
      return [
        ['company', form.company.trim()],
        ['offer', form.offer_slug && (names.offer ?? form.offer_slug)],
        ['team_size', form.team_size],
        ['budget', form.budget && say(write.language, 'mail_form_budget', { value: form.budget })],
        ['message', excerpt(form.message)],
      ];
    }
    case 'team_inquiry': {
      const form = data as TeamInquiryBody;
      return [
        ['company', form.company.trim()],
        ['team_size', form.team_size],
        ['topics', form.topics?.length ? write.list(form.topics.map((value) => say(write.language, 'mail_form_topic', { value }))) : undefined],
        ['message', form.message === undefined ? undefined : excerpt(form.message)],
      ];
    }
  }
}

/** A free text on one line, cut at {@link EXCERPT_LENGTH} characters. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH).trimEnd()}…` : line;
}

/** Numbers, country names and lists the way the mail's language writes them. */
class Writer {
  constructor(readonly language: LanguageCode) {}

  number(value: number): string {
    return new Intl.NumberFormat(this.language).format(value);
  }

  country(code: string): string {
    try {
      return new Intl.DisplayNames([this.language, 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  }

  list(items: string[]): string {
    return new Intl.ListFormat(this.language, { type: 'conjunction' }).format(items);
  }
}
