import type { JobApplicationStatus, LanguageCode } from '@ilm/contract';
import type { Mail } from '../../mail/mailer';
import { say } from './jobs.messages';

/** Who the mail goes to and what it is about, in the words of the learner's language. */
export interface JobMailFacts {
  to: string;
  name: string;
  title: string;
  employer: string;
  /** The dashboard page where the learner follows their applications. */
  link: string;
}

/** The status as the learner reads it (`Interview`, `مرحلة المقابلة`). */
export const statusWord = (language: LanguageCode, status: JobApplicationStatus) => say(language, `job_status_${status}`);

/** Sent when the learner applies: what was sent, and that staff write at each change. */
export function appliedMail(language: LanguageCode, facts: JobMailFacts): Mail {
  return {
    to: facts.to,
    subject: say(language, 'mail_job_applied_subject', { title: facts.title }),
    text: say(language, 'mail_job_applied_body', { name: facts.name, title: facts.title, employer: facts.employer, link: facts.link }),
  };
}

/** Sent when staff move an application: its new status, and their note when they wrote one. */
export function statusMail(language: LanguageCode, facts: JobMailFacts, status: JobApplicationStatus, note?: string): Mail {
  const word = statusWord(language, status);
  const body = say(language, 'mail_job_status_body', { name: facts.name, title: facts.title, employer: facts.employer, status: word, link: facts.link });
  const trimmed = note?.trim();
  return {
    to: facts.to,
    subject: say(language, 'mail_job_status_subject', { title: facts.title, status: word }),
    text: trimmed ? `${body}\n\n${say(language, 'mail_job_status_note', { note: trimmed })}` : body,
  };
}
