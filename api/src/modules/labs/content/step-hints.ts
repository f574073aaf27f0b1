import { HINT_TIERS, type HintTier, type LanguageCode } from '@ilm/contract';

/** One hint tier of a step, written in the three languages. */
export type HintTexts = Record<LanguageCode, string>;

/**
 * A step's hints (docs/rules/lab-format.md#hints): the tiers its author wrote, each in en, ar and ur.
 * Tiers are written from the first one on, so a step with two has `concept` and `pointer`.
 */
export type StepHintTexts = Partial<Record<HintTier, HintTexts>>;

/** The tiers a step has, in the order they are given (none for a row seeded before hints had tiers). */
export function writtenTiers(hints: unknown): HintTier[] {
  if (!hints || typeof hints !== 'object' || Array.isArray(hints)) return [];
  const record = hints as StepHintTexts;
  return HINT_TIERS.filter((tier) => typeof record[tier]?.en === 'string');
}

/**
 * Lines of a solution that give nothing away: comments, block ends, here-document terminators
 * (`EOF`, `SQL`), a bare `exit 1`, a lone key or keyword (`spec:`, `- from:`, `BEGIN;`, `c.name,`),
 * and any line shorter than six characters, which ordinary words would contain ("raise" in
 * "raises"). Every other line is one a hint must not contain.
 */
const STRUCTURAL_LINE = /^(?:#.*|fi|done|esac|else|then|do|[{}()[\];]+|;;|[A-Z_]+|exit(?: \d+)?|(?:- )?[\w.$()-]+[:;,])$/;
const SHORTEST_REVEALING_LINE = 6;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The lines of a solution that no hint may contain, spaces collapsed. */
export function solutionLines(solution: string | null | undefined): string[] {
  if (!solution) return [];
  const lines = solution.split('\n').map(collapse);
  return [...new Set(lines.filter((line) => line.length >= SHORTEST_REVEALING_LINE && !STRUCTURAL_LINE.test(line)))];
}

/** The first solution line `text` contains (spaces collapsed on both sides), or null when it gives none away. */
export function revealedLine(text: string, lines: readonly string[]): string | null {
  const flat = collapse(text);
  return lines.find((line) => flat.includes(line)) ?? null;
}
