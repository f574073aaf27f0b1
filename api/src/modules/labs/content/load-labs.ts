import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CLOUDS, HINT_TIERS, LAB_ENVIRONMENTS, LEVELS, type LabEnvironment } from '@ilm/contract';
import { parse } from 'yaml';
import type { labs, LabScripts, LabStep, LabWords, Translations } from '../../catalog/catalog.schema';
import { revealedLine, solutionLines, type StepHintTexts } from './step-hints';

/** The folder of the labs that run for real (docs/rules/lab-format.md). */
export const LABS_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'labs');

type LabRow = typeof labs.$inferInsert;
type Texts = { en: string; ar: string; ur: string };
type Lists = { en: string[]; ar: string[]; ur: string[] };
const OTHER_LANGUAGES = ['ar', 'ur'] as const;

/** A lab folder that does not follow the format: the message names the file and the field. */
export class LabFormatError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'LabFormatError';
  }
}

function texts(value: unknown, file: string, field: string): Texts {
  const record = value as Partial<Texts> | undefined;
  for (const language of ['en', 'ar', 'ur'] as const) {
    if (typeof record?.[language] !== 'string' || !record[language]!.trim()) throw new LabFormatError(file, `${field}.${language} is missing`);
  }
  return record as Texts;
}

function lists(value: unknown, file: string, field: string): Lists {
  const record = value as Partial<Lists> | undefined;
  for (const language of ['en', 'ar', 'ur'] as const) {
    if (!Array.isArray(record?.[language]) || record[language]!.some((item) => typeof item !== 'string')) {
      throw new LabFormatError(file, `${field}.${language} must be a list of texts`);
    }
  }
  const sizes = new Set([record!.en!.length, record!.ar!.length, record!.ur!.length]);
  if (sizes.size !== 1) throw new LabFormatError(file, `${field} has a different number of items in en, ar and ur`);
  return record as Lists;
}

/**
 * A step's hint tiers (docs/rules/lab-format.md#hints): each one written in en, ar and ur, from the
 * first tier on, and none giving away a line of the step's solution.
 */
function hints(value: unknown, file: string, solution: string | null): StepHintTexts {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new LabFormatError(file, `hints must name its tiers (${HINT_TIERS.join(', ')}), each with en, ar and ur`);
  }
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !(HINT_TIERS as readonly string[]).includes(key));
  if (unknown) throw new LabFormatError(file, `hints.${unknown} is not a tier: the tiers are ${HINT_TIERS.join(', ')}`);
  const out: StepHintTexts = {};
  const lines = solutionLines(solution);
  HINT_TIERS.forEach((tier, position) => {
    if (record[tier] === undefined) return;
    const before = HINT_TIERS[position - 1];
    if (before && !out[before]) throw new LabFormatError(file, `hints.${tier} needs hints.${before}: tiers are given in order`);
    const written = texts(record[tier], file, `hints.${tier}`);
    for (const language of ['en', 'ar', 'ur'] as const) {
      const line = revealedLine(written[language], lines);
      if (line) throw new LabFormatError(file, `hints.${tier}.${language} gives away a line of solution.sh: ${line}`);
    }
    out[tier] = written;
  });
  return out;
}

const readIf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
const yaml = (file: string): Record<string, unknown> => {
  try {
    return (parse(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>;
  } catch (error) {
    throw new LabFormatError(file, `not valid YAML: ${(error as Error).message}`);
  }
};

/** One lab folder as a catalog row: English columns, Arabic and Urdu translations, and its scripts. */
export function loadLab(dir: string): LabRow {
  const slug = path.basename(dir);
  const file = path.join(dir, 'lab.yaml');
  const lab = yaml(file);
  const environment = lab.environment as LabEnvironment;
  if (!LAB_ENVIRONMENTS.includes(environment)) throw new LabFormatError(file, `environment must be one of ${LAB_ENVIRONMENTS.join(', ')}`);
  const topic = String(lab.topic);
  if (!(CLOUDS as readonly string[]).includes(topic)) throw new LabFormatError(file, `topic must be one of ${CLOUDS.join(', ')}`);
  if (!(LEVELS as readonly string[]).includes(String(lab.level))) throw new LabFormatError(file, `level must be one of ${LEVELS.join(', ')}`);
  for (const field of ['duration_minutes', 'token_cost'] as const) {
    if (!Number.isInteger(lab[field]) || (lab[field] as number) < 1) throw new LabFormatError(file, `${field} must be a whole number above 0`);
  }
  const title = texts(lab.title, file, 'title');
  const summary = texts(lab.summary, file, 'summary');
  const description = texts(lab.description, file, 'description');
  const objectives = lists(lab.objectives, file, 'objectives');

  const stepsDir = path.join(dir, 'steps');
  const stepDirs = existsSync(stepsDir)
    ? readdirSync(stepsDir)
        .filter((name) => existsSync(path.join(stepsDir, name, 'step.yaml')))
        .sort()
    : [];
  if (stepDirs.length === 0) throw new LabFormatError(stepsDir, 'a lab needs at least one step');
  const steps = stepDirs.map((name) => {
    const stepFile = path.join(stepsDir, name, 'step.yaml');
    const step = yaml(stepFile);
    const solution = readIf(path.join(stepsDir, name, 'solution.sh'));
    return {
      title: texts(step.title, stepFile, 'title'),
      body: texts(step.body, stepFile, 'body'),
      hints: hints(step.hints, stepFile, solution),
      check: readIf(path.join(stepsDir, name, 'check.sh')),
      solution,
      setup: readIf(path.join(stepsDir, name, 'setup.sh')),
    };
  });
  if (environment === 'sandbox' && steps.some((step) => !step.check)) {
    throw new LabFormatError(stepsDir, 'every step of a sandbox lab needs a check.sh');
  }
  const stepsIn = (language: 'en' | 'ar' | 'ur'): LabStep[] => steps.map((step) => ({ title: step.title[language], body: step.body[language] }));
  const translations: Translations<LabWords> = {};
  for (const language of OTHER_LANGUAGES) {
    translations[language] = {
      title: title[language],
      summary: summary[language],
      description: description[language],
      objectives: objectives[language],
      steps: stepsIn(language),
    };
  }
  const scripts: LabScripts = {
    setup: readIf(path.join(dir, 'setup.sh')),
    checkLib: readIf(path.join(dir, 'check-lib.sh')),
    // Hints stay with the scripts, off the catalog's public answers: a running lab gives them one tier at a time.
    steps: steps.map(({ check, solution, setup, hints }) => ({ check, solution, setup, hints })),
  };
  return {
    slug,
    title: title.en,
    summary: summary.en,
    description: description.en,
    cloud: topic,
    level: String(lab.level),
    durationMinutes: lab.duration_minutes as number,
    tokenCost: lab.token_cost as number,
    objectives: objectives.en,
    steps: stepsIn('en'),
    tags: Array.isArray(lab.tags) ? lab.tags.map(String) : [],
    environment,
    scripts,
    translations,
  };
}

/** Every lab folder under `root`, in name order. */
export function loadLabs(root = LABS_DIR): LabRow[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'lab.yaml')))
    .sort()
    .map((name) => loadLab(path.join(root, name)));
}
