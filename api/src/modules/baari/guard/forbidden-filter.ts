/**
 * The solution half of the guard: a streaming filter that never lets a forbidden line (a step's
 * solution command the learner has not asked for, LabContext.forbidden) through, however the answer
 * is cut into pieces and however its spaces run. Lines are compared with their whitespace collapsed;
 * a tail of the text that could be the start of one is held back until the next piece decides.
 */

/** Lines shorter than this (`cd`, `ls`) say nothing a learner could copy as the step's answer, and are words of prose too. */
const MIN_LINE_LENGTH = 4;

const collapse = (text: string) => text.replace(/\s+/g, ' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lines to keep out, collapsed: comments, blank and very short lines left aside. */
export function forbiddenLines(forbidden: string[]): string[] {
  const lines = forbidden
    .flatMap((entry) => entry.split('\n'))
    .map((line) => collapse(line).trim())
    .filter((line) => line.replace(/\s/g, '').length >= MIN_LINE_LENGTH && !line.startsWith('#'));
  return [...new Set(lines)].sort((a, b) => b.length - a.length);
}

export class ForbiddenFilter {
  private held = '';
  private readonly lines: string[];
  private readonly pattern: RegExp | null;

  constructor(
    forbidden: string[],
    /** What stands where a line was taken out. */
    private readonly replacement: string,
  ) {
    this.lines = forbiddenLines(forbidden);
    // Longest first, so a line that contains a shorter one is taken out whole.
    this.pattern = this.lines.length ? new RegExp(this.lines.map((line) => line.split(' ').map(escape).join('\\s+')).join('|'), 'g') : null;
  }

  push(text: string): string {
    if (!this.pattern) return text;
    this.held += text;
    return this.drain(false);
  }

  end(): string {
    if (!this.pattern) return '';
    return this.drain(true);
  }

  private drain(final: boolean): string {
    const text = this.held.replace(this.pattern!, this.replacement);
    const keep = final ? text.length : this.startOfPartialLine(text);
    this.held = text.slice(keep);
    return text.slice(0, keep);
  }

  /** Where the text's end may be the first part of a forbidden line (its length when it is not). */
  private startOfPartialLine(text: string): number {
    const longest = this.lines[0]!.length;
    // Whitespace may run longer in the text than in the line: look back generously.
    const from = Math.max(0, text.length - longest * 4);
    for (let at = from; at < text.length; at += 1) {
      if (/\s/.test(text[at]!)) continue;
      const tail = collapse(text.slice(at));
      if (this.lines.some((line) => line.startsWith(tail))) return at;
    }
    return text.length;
  }
}
