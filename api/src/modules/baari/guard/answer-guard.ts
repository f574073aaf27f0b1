import type { BaariCitation } from '@ilm/contract';
import type { Passage } from '../assistant';
import { ForbiddenFilter } from './forbidden-filter';
import { LinkFilter } from './link-filter';

export interface GuardOptions {
  /** The passages the answer was written from, numbered from 1 in this order (`[1]` is the first). */
  passages: Passage[];
  /** Pages the answer may link to without citing them (where to look when nothing was found). */
  pages?: string[];
  /** Lines the answer must never contain (LabContext.forbidden). */
  forbidden?: string[];
  /** What stands where a forbidden line was taken out. */
  redacted: string;
}

/**
 * What every answer goes through before the routes see it, offline or written by a model: only
 * citations and links of the retrieved passages survive (link-filter.ts), and no forbidden line
 * (a solution the learner has not asked for) gets out, even cut across pieces (forbidden-filter.ts).
 */
export class AnswerGuard {
  private readonly links: LinkFilter;
  private readonly solutions: ForbiddenFilter;

  constructor(private readonly options: GuardOptions) {
    this.links = new LinkFilter([
      ...options.passages.map((passage, index) => ({ url: passage.url, number: index + 1 })),
      ...(options.pages ?? []).map((url) => ({ url })),
    ]);
    this.solutions = new ForbiddenFilter(options.forbidden ?? [], options.redacted);
  }

  /** The next piece of the answer; returns what may be shown now ('' while it holds text back). */
  push(text: string): string {
    return this.solutions.push(this.links.push(text));
  }

  /** The answer ended: the rest, judged. */
  end(): string {
    return this.solutions.push(this.links.end()) + this.solutions.end();
  }

  /** The passages the shown text cites, one per page, in the order of their numbers. */
  citations(): BaariCitation[] {
    return this.links.cited.flatMap((number) => {
      const passage = this.options.passages[number - 1];
      return passage ? [{ kind: passage.kind, title: passage.title, url: passage.url }] : [];
    });
  }
}
