/**
 * The citation half of the guard: a streaming filter over an answer's text that lets through only
 * citations and links of the passages the answer was given. It holds back an incomplete marker
 * (`[1`, `[text](/la`) or URL until it can judge it, then:
 * - `[n]` (or `[n, m]`) whose n is a retrieved passage becomes that passage's citation number
 *   (numbered in the order the answer first cites them, so `done.citations[i]` is `[i + 1]`);
 *   any other n is dropped;
 * - `[text](target)` stays a link when its target is a retrieved passage's URL (or an allowed
 *   page's), else becomes its plain text;
 * - a bare URL (`https://…`, `www.…`, `<https://…>`) is dropped: retrieved passages are pages of
 *   this site, which are written as paths.
 */

/** A page an answer may link to: a retrieved passage (citable) or a page to look at when nothing was found. */
export interface LinkTarget {
  url: string;
  /** The number the passage was given to the writer (`[n]`); absent for a page that is no passage. */
  number?: number;
}

/** Longest text held back waiting for a `]` or `)`: beyond it the bracket was not a marker. */
const MAX_HELD = 400;
const URL_START = /(?:<?https?:\/\/|www\.)/i;
const PARTIAL_URL_STARTS = ['<https://', 'https://', '<http://', 'http://', 'www.'];

/** `/labs/x/`, `/labs/x` and `/labs/x#y` compare by path; anchors compare too when both have one. */
const pathOf = (url: string) => {
  const [pathname = ''] = url.split('#');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
};

export class LinkFilter {
  private held = '';
  /** Passage number given to the writer → the number shown, in order of first citation. */
  private readonly shown = new Map<number, number>();
  /** The URL of each shown number (several passages of one page share their page's number). */
  private readonly shownUrls: string[] = [];
  /** The passage first cited under each shown number. */
  private readonly shownPassages: number[] = [];

  constructor(private readonly targets: LinkTarget[]) {}

  /** The cited passages' numbers (as given to the writer), one per page, in the order they are shown (`[1]`, `[2]`…). */
  get cited(): number[] {
    return [...this.shownPassages];
  }

  /** The next piece of the answer in; what can be shown now out. */
  push(text: string): string {
    this.held += text;
    return this.drain(false);
  }

  /** The answer ended: what was held is judged as it stands. */
  end(): string {
    return this.drain(true);
  }

  private drain(final: boolean): string {
    let out = '';
    let rest = this.held;
    for (;;) {
      const bracket = rest.indexOf('[');
      const url = rest.search(URL_START);
      const next = [bracket, url].filter((at) => at >= 0).sort((a, b) => a - b)[0];
      if (next === undefined) {
        // A URL's first letters may be arriving: keep them until the next piece says.
        const partial = final ? -1 : partialUrlStart(rest);
        out += partial >= 0 ? rest.slice(0, partial) : rest;
        rest = partial >= 0 ? rest.slice(partial) : '';
        break;
      }
      out += rest.slice(0, next);
      rest = rest.slice(next);
      const judged = next === url ? this.judgeUrl(rest, final) : this.judgeBracket(rest, final);
      if (!judged) break;
      out = judged.trimBefore ? out.replace(/[ \t]+$/, '') : out;
      out += judged.text;
      rest = rest.slice(judged.length);
    }
    // Spaces at the end wait for what follows: a dropped marker takes them along.
    const spaces = final ? '' : (/[ \t]+$/.exec(out)?.[0] ?? '');
    this.held = spaces + rest;
    return out.slice(0, out.length - spaces.length);
  }

  /** A bare URL at the start of `text`: dropped once it is whole. */
  private judgeUrl(text: string, final: boolean): Judged | null {
    const match = /^<?(?:https?:\/\/|www\.)[^\s<>]*>?/i.exec(text)!;
    if (match[0].length === text.length && !final) return null;
    // Sentence punctuation after a URL is the sentence's.
    const length = match[0].replace(/[.,;:!?،؛۔)]+$/, '').length || match[0].length;
    return { text: '', length, trimBefore: true };
  }

  /** A `[` at the start of `text`: a citation marker, a link, or a plain bracket. */
  private judgeBracket(text: string, final: boolean): Judged | null {
    const close = text.indexOf(']');
    const newline = text.indexOf('\n');
    if (close < 0 || (newline >= 0 && newline < close)) {
      if (!final && newline < 0 && text.length < MAX_HELD) return null;
      return { text: '[', length: 1 };
    }
    const inner = text.slice(1, close);
    if (text.length === close + 1 && !final) return null; // a `(` may follow
    if (text[close + 1] === '(') {
      const end = text.indexOf(')', close + 2);
      if (end < 0) {
        if (!final && text.length < MAX_HELD) return null;
        return { text: inner, length: close + 1 };
      }
      const target =
        text
          .slice(close + 2, end)
          .trim()
          .split(/\s+/)[0] ?? '';
      const allowed = this.targetOf(target);
      if (!allowed) return { text: inner, length: end + 1 };
      if (allowed.number !== undefined) this.numberFor(allowed.number);
      return { text: `[${inner}](${target})`, length: end + 1 };
    }
    if (/^\s*\d+(\s*,\s*\d+)*\s*$/.test(inner)) {
      const numbers = inner.split(',').map((part) => Number(part.trim()));
      const kept = [...new Set(numbers.filter((number) => this.targets.some((one) => one.number === number)).map((number) => this.numberFor(number)))];
      if (kept.length === 0) return { text: '', length: close + 1, trimBefore: true };
      return { text: kept.map((number) => `[${number}]`).join(''), length: close + 1 };
    }
    return { text: text.slice(0, close + 1), length: close + 1 };
  }

  private targetOf(target: string): LinkTarget | undefined {
    if (!target.startsWith('/') || target.startsWith('//')) return undefined;
    const exact = this.targets.find((one) => one.url === target);
    if (exact) return exact;
    // A link to a passage's page without its section's anchor is still that page.
    if (!target.includes('#')) return this.targets.find((one) => pathOf(one.url) === pathOf(target));
    return undefined;
  }

  /** The shown number of a passage: its page's, given at the page's first citation. */
  private numberFor(number: number): number {
    const known = this.shown.get(number);
    if (known !== undefined) return known;
    const url = this.targets.find((one) => one.number === number)?.url ?? '';
    const page = this.shownUrls.indexOf(url);
    if (page >= 0) {
      this.shown.set(number, page + 1);
      return page + 1;
    }
    this.shownUrls.push(url);
    this.shownPassages.push(number);
    this.shown.set(number, this.shownUrls.length);
    return this.shownUrls.length;
  }
}

interface Judged {
  text: string;
  /** How much of the held text it stands for. */
  length: number;
  /** A dropped marker takes the space before it along (`text [7].` → `text.`). */
  trimBefore?: boolean;
}

/** Where the end of `text` may be the first letters of a URL, or -1. */
function partialUrlStart(text: string): number {
  const lower = text.toLowerCase();
  for (let at = Math.max(0, text.length - 8); at < text.length; at += 1) {
    // A URL starts a word.
    if (at > 0 && !/[\s(<]/.test(text[at - 1] ?? '')) continue;
    const tail = lower.slice(at);
    if (PARTIAL_URL_STARTS.some((start) => start.startsWith(tail))) return at;
  }
  return -1;
}
