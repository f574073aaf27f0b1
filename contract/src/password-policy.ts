/**
 * The rule every new password follows (sign-up, reset): the API enforces it (400 naming `password`)
 * and the forms say the same reason before anything is sent. One rule, one place, so the two never
 * disagree. No `typebox` here: browser code imports this file (see index.ts).
 *
 * - 10 to 128 characters;
 * - not easy to guess: the strength estimator zxcvbn-ts, with its list of common passwords and its
 *   keyboard, repeat, sequence and date patterns, must rate it at least {@link PASSWORD_MIN_SCORE}
 *   ("safely unguessable" against an offline attack on a slow hash);
 * - not the e-mail address, and not containing the part before `@` (or before `+`).
 *
 * The estimator and its dictionaries (~400 kB) are loaded on first use, so a browser fetches them
 * only on the pages that ask (a chunk of their own) and the API once.
 */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's score, 0–4: 3 is "safely unguessable: moderate protection from an offline slow-hash attack". */
export const PASSWORD_MIN_SCORE = 3;
/** A local part shorter than this (`al@…`) is too common a string to forbid inside a password. */
const MIN_EMAIL_PART = 3;

/** Why a new password is refused: each has its sentence in the API's and the forms' three languages. */
export const PASSWORD_PROBLEMS = ['too_short', 'too_long', 'contains_email', 'too_guessable'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** What is known about the account the password is for. */
export interface PasswordContext {
  email?: string | null;
}

type Estimator = (password: string, userInputs: string[]) => number;
let estimator: Promise<Estimator> | undefined;

function loadEstimator(): Promise<Estimator> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const factory = new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
    return (password, userInputs) => factory.check(password, userInputs).score;
  });
  // A failed load (a chunk that did not arrive) is tried again on the next check.
  estimator.catch(() => (estimator = undefined));
  return estimator;
}

/** The parts of an e-mail a password must not contain: the whole address and its local part (without a `+tag`). */
function emailParts(email: string | null | undefined): string[] {
  const address = email?.trim().toLowerCase() ?? '';
  if (!address) return [];
  const local = address.split('@')[0] ?? '';
  const parts = [address, local, local.split('+')[0] ?? ''];
  return [...new Set(parts)].filter((part) => part.length >= MIN_EMAIL_PART);
}

/** The rules that need no dictionary: length and the e-mail. */
export function quickPasswordProblem(password: string, context: PasswordContext = {}): PasswordProblem | null {
  // Code points, as a person counts them (an emoji is one character).
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  if (emailParts(context.email).some((part) => lower.includes(part))) return 'contains_email';
  return null;
}

/** Why `password` cannot be a new password for the account of `context`, or null when it can. */
export async function passwordProblem(password: string, context: PasswordContext = {}): Promise<PasswordProblem | null> {
  const quick = quickPasswordProblem(password, context);
  if (quick) return quick;
  const score = (await loadEstimator())(password, emailParts(context.email));
  return score < PASSWORD_MIN_SCORE ? 'too_guessable' : null;
}
