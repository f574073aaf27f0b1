import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type LanguageCode } from '@ilm/contract';
import { parse } from 'yaml';

/** The folder of the question banks, one YAML file per career path (api/interviews/README.md). */
export const INTERVIEWS_DIR = path.resolve(__dirname, '..', '..', '..', 'interviews');

export const QUESTION_KINDS = ['technical', 'behavioural'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The fewest questions a bank holds: enough that two interviews of one path differ. */
export const MIN_BANK_QUESTIONS = 8;
export const RUBRIC_POINTS = { min: 3, max: 5 } as const;

export type Texts = Record<LanguageCode, string>;

export interface RubricPoint {
  /** Stable: a kept answer names the points it met by it. */
  id: string;
  point: Texts;
  /** Words and phrases that show the point was covered, per language. */
  keywords: Record<LanguageCode, string[]>;
  /** The lab that practises the point, suggested when an answer misses it. */
  lab?: string;
}

export interface BankQuestion {
  /** Stable: a kept interview names its questions by it. */
  id: string;
  kind: QuestionKind;
  question: Texts;
  rubric: RubricPoint[];
}

export interface QuestionBank {
  careerPath: string;
  questions: BankQuestion[];
  byId: ReadonlyMap<string, BankQuestion>;
}

/** A bank that does not follow the format: the message names the file, and the question and point at fault. */
export class InterviewBankError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'InterviewBankError';
  }
}

const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const LANGUAGE_CODES = LANGUAGES.map(({ code }) => code) as LanguageCode[];

type Raw = Record<string, unknown>;

/** Reads one bank file, checking every field; the career path is the file's name. */
export function loadBank(file: string): QuestionBank {
  const fail = (problem: string): never => {
    throw new InterviewBankError(file, problem);
  };
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`not valid YAML: ${(error as Error).message}`);
  }
  const bank = record(raw, fail, 'the file');
  onlyFields(bank, ['career_path', 'questions'], fail, 'the file');
  const careerPath = path.basename(file, '.yaml');
  if (bank.career_path !== careerPath) fail(`career_path must be "${careerPath}", the file's name`);
  if (!Array.isArray(bank.questions) || bank.questions.length < MIN_BANK_QUESTIONS) {
    fail(`questions must be a list of at least ${MIN_BANK_QUESTIONS}`);
  }
  const questions = (bank.questions as unknown[]).map((item, index) => readQuestion(item, index, fail));
  const byId = new Map<string, BankQuestion>();
  for (const question of questions) {
    if (byId.has(question.id)) fail(`question "${question.id}" is written twice`);
    byId.set(question.id, question);
  }
  if (!questions.some((question) => question.kind === 'behavioural')) fail('a bank needs at least one behavioural question');
  return { careerPath, questions, byId };
}

/** Every bank of the folder, by career path. */
export function loadBanks(dir: string = INTERVIEWS_DIR): Map<string, QuestionBank> {
  const banks = new Map<string, QuestionBank>();
  if (!existsSync(dir)) return banks;
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.yaml'))
    .sort()) {
    const bank = loadBank(path.join(dir, name));
    banks.set(bank.careerPath, bank);
  }
  return banks;
}

type Fail = (problem: string) => never;

function readQuestion(value: unknown, index: number, fail: Fail): BankQuestion {
  const where = `question #${index + 1}`;
  const question = record(value, fail, where);
  const id = question.id;
  if (typeof id !== 'string' || !ID.test(id)) fail(`${where}: id must be lower-case words joined by dashes`);
  const named = `question "${id as string}"`;
  const inQuestion: Fail = (problem) => fail(`${named}: ${problem}`);
  onlyFields(question, ['id', 'kind', 'question', 'rubric'], fail, named);
  if (!(QUESTION_KINDS as readonly unknown[]).includes(question.kind)) inQuestion(`kind must be one of ${QUESTION_KINDS.join(', ')}`);
  const { min, max } = RUBRIC_POINTS;
  if (!Array.isArray(question.rubric) || question.rubric.length < min || question.rubric.length > max) {
    inQuestion(`rubric must be a list of ${min} to ${max} points`);
  }
  const rubric = (question.rubric as unknown[]).map((point, pointIndex) => readPoint(point, pointIndex, inQuestion));
  const ids = new Set(rubric.map((point) => point.id));
  if (ids.size !== rubric.length) inQuestion('two rubric points have the same id');
  return { id: id as string, kind: question.kind as QuestionKind, question: texts(question.question, inQuestion, 'question'), rubric };
}

function readPoint(value: unknown, index: number, fail: Fail): RubricPoint {
  const where = `rubric point #${index + 1}`;
  const point = record(value, fail, where);
  const id = point.id;
  if (typeof id !== 'string' || !ID.test(id)) fail(`${where}: id must be lower-case words joined by dashes`);
  const named = `rubric point "${id as string}"`;
  const inPoint: Fail = (problem) => fail(`${named}: ${problem}`);
  onlyFields(point, ['id', 'point', 'keywords', 'lab'], fail, named);
  const keywords = record(point.keywords, inPoint, 'keywords');
  const lists = {} as Record<LanguageCode, string[]>;
  for (const language of LANGUAGE_CODES) {
    const list = keywords[language];
    if (!Array.isArray(list) || list.length === 0 || list.some((keyword) => typeof keyword !== 'string' && typeof keyword !== 'number')) {
      inPoint(`keywords.${language} must be a list of words or phrases`);
    }
    lists[language] = (list as unknown[]).map((keyword) => String(keyword).trim());
    if (lists[language].some((keyword) => !keyword)) inPoint(`keywords.${language} has an empty keyword`);
  }
  if (point.lab !== undefined && (typeof point.lab !== 'string' || !ID.test(point.lab))) inPoint('lab must be a lab slug');
  const found: RubricPoint = { id: id as string, point: texts(point.point, inPoint, 'point'), keywords: lists };
  if (point.lab) found.lab = point.lab as string;
  return found;
}

function texts(value: unknown, fail: Fail, field: string): Texts {
  const found = record(value, fail, field);
  for (const language of LANGUAGE_CODES) {
    if (typeof found[language] !== 'string' || !(found[language] as string).trim()) fail(`${field}.${language} is missing`);
  }
  return Object.fromEntries(LANGUAGE_CODES.map((language) => [language, (found[language] as string).trim()])) as Texts;
}

function record(value: unknown, fail: Fail, what: string): Raw {
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail(`${what} must be a mapping of fields`);
  return value as Raw;
}

/** A misspelt field (`keyword:`) would be silently ignored: it is refused by name instead. */
function onlyFields(value: Raw, allowed: string[], fail: Fail, what: string): void {
  const unknown = Object.keys(value).find((key) => !allowed.includes(key));
  if (unknown) fail(`${what} has a field "${unknown}" the format does not know (${allowed.join(', ')})`);
}
