import fc from 'fast-check';
import type { Passage } from '../assistant';
import { AnswerGuard, type GuardOptions } from './answer-guard';

const passage = (url: string, title: string): Passage => ({ id: `${url}:en`, kind: 'lab', title, url, language: 'en', text: '' });
const PASSAGES = [
  passage('/labs/aws-iam-least-privilege', 'IAM Policies for Least Privilege'),
  passage('/labs/linux-files-and-permissions', 'Files and permissions'),
  passage('/hidden/blog/reading-linux-permissions#changing-them-with-chmod', 'Reading Linux permissions — Changing them with chmod'),
];
const REDACTED = '[hidden]';

/** The guard fed `pieces` one by one, as a model streams them: every piece it let out, and all of them joined. */
function run(pieces: string[], options: Partial<GuardOptions> = {}) {
  const guard = new AnswerGuard({ passages: PASSAGES, redacted: REDACTED, ...options });
  const out = [...pieces.map((piece) => guard.push(piece)), guard.end()];
  return { text: out.join(''), out, citations: guard.citations() };
}

/** `text` cut into pieces at the given places. */
const cut = (text: string, places: number[]) => {
  const sorted = [...new Set(places.map((place) => place % (text.length + 1)))].sort((a, b) => a - b);
  return [0, ...sorted].map((start, index) => text.slice(start, [...sorted, text.length][index]));
};

describe('citation guard: only the retrieved passages can be cited', () => {
  it('drops a fabricated [7] and keeps the real [1], even when the markers arrive a character at a time', () => {
    const answer = 'Least privilege is taught in one lab [1]. Another lab covers it too [7].';
    for (const pieces of [[answer], [...answer]]) {
      const { text, citations } = run(pieces);
      expect(text).toBe('Least privilege is taught in one lab [1]. Another lab covers it too.');
      expect(citations).toEqual([{ kind: 'lab', title: 'IAM Policies for Least Privilege', url: '/labs/aws-iam-least-privilege' }]);
    }
  });

  it('numbers citations in the order the answer first uses them, so done.citations[i] is [i + 1]', () => {
    const { text, citations } = run(['Permissions [3] and files [2], again [3]; both [2, 3, 9].']);
    expect(text).toBe('Permissions [1] and files [2], again [1]; both [2][1].');
    expect(citations.map((citation) => citation.url)).toEqual([PASSAGES[2]!.url, PASSAGES[1]!.url]);
  });

  it('turns a link to a page that was not retrieved into its plain text, and keeps a link to a retrieved one', () => {
    const answer = 'Read [the IAM lab](/labs/aws-iam-least-privilege) or [the pricing page](/pricing) or [a made-up lab](/labs/aws-root-access).';
    for (const pieces of [[answer], [...answer]]) {
      const { text, citations } = run(pieces);
      expect(text).toBe('Read [the IAM lab](/labs/aws-iam-least-privilege) or the pricing page or a made-up lab.');
      expect(citations.map((citation) => citation.url)).toEqual(['/labs/aws-iam-least-privilege']);
    }
  });

  it('drops bare and external URLs, which are never pages of the retrieved passages', () => {
    const pieces = ['See https://example.com/labs/x, ', 'www.example.org or <http://evil.test/a> and ', '[docs](https://docs.example.com).'];
    for (const cutUp of [pieces, [...pieces.join('')]]) {
      const { text, citations } = run(cutUp);
      expect(text).toBe('See, or and docs.');
      expect(citations).toEqual([]);
    }
  });

  it('lets a page of the "where to look" list be linked without counting it as a citation', () => {
    const { text, citations } = run(['Try [Plans and prices](/pricing).'], { passages: [], pages: ['/pricing'] });
    expect(text).toBe('Try [Plans and prices](/pricing).');
    expect(citations).toEqual([]);
  });

  it('lets ordinary brackets and text through unchanged', () => {
    const answer = 'Run `[ -d ~/projects ]` to test a folder; [optional] words stay; 5 [units] too.';
    expect(run([...answer]).text).toBe(answer);
  });

  it('cites a page once when the answer cites two of its passages', () => {
    const passages = [PASSAGES[1]!, { ...PASSAGES[1]!, id: 'step', title: 'Files and permissions — Step 3' }];
    const { text, citations } = run(['Step [2] of the lab [1].'], { passages });
    expect(text).toBe('Step [1] of the lab [1].');
    expect(citations).toHaveLength(1);
  });
});

describe('citation guard: a forbidden line (an unasked-for solution) never gets out', () => {
  const forbidden = ['chmod 600 ~/projects/private.txt', 'cp ~/projects/notes.txt ~/projects/private.txt'];
  const answer = 'Make the copy private. You could run chmod 600 ~/projects/private.txt now, or `cp  ~/projects/notes.txt\n~/projects/private.txt` first.';

  it('redacts the lines, however their spaces run', () => {
    const { text } = run([answer], { forbidden });
    expect(text).toBe('Make the copy private. You could run [hidden] now, or `[hidden]` first.');
  });

  it('never lets a line out, wherever the answer is cut into pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 30 }), (places) => {
        const { text, out } = run(cut(answer, places), { forbidden });
        const collapsed = text.replace(/\s+/g, ' ');
        expect(collapsed).not.toContain('chmod 600 ~/projects/private.txt');
        expect(collapsed).not.toContain('~/projects/notes.txt ~/projects/private.txt');
        // No piece let out carries the start of a line that a later piece completes.
        expect(out.join('')).toBe('Make the copy private. You could run [hidden] now, or `[hidden]` first.');
      }),
    );
  });

  it('lets text that only begins like a forbidden line through once it differs', () => {
    const { text } = run([...'Try chmod 600 on another file.'], { forbidden });
    expect(text).toBe('Try chmod 600 on another file.');
  });

  it('ignores comments and words too short to be a solution', () => {
    const { text } = run(['cd into the folder # then look'], { forbidden: ['cd', '# then look', ''] });
    expect(text).toBe('cd into the folder # then look');
  });
});
