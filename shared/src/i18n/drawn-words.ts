/**
 * Words Intl wrote when the server drew the page (a country's name, a price), kept by key so the
 * browser's first drawing uses the very same words (docs/decisions/0007-first-visit-performance.md).
 * The first Intl formatter a page builds reads ICU's data, 20–100 ms in one go: a page hydrating
 * with the server's words builds none, and one that draws new words later builds them then. Node's
 * and the browser's ICU may also spell a name differently; the server's words keep hydration whole.
 */
const given = new Map<string, string>();
let recording: Map<string, string> | null = null;

/** `key`'s words: those the server drew with, else `write()`'s (recorded while the server draws). */
export function drawnWords(key: string, write: () => string): string {
  const words = given.get(key) ?? write();
  recording?.set(key, words);
  return words;
}

/** Takes the words a server drawing used (replacing any taken before); entries that are not text are skipped. */
export function acceptDrawnWords(words: unknown): void {
  given.clear();
  if (!words || typeof words !== 'object') return;
  for (const [key, value] of Object.entries(words)) if (typeof value === 'string') given.set(key, value);
}

/**
 * On the server: draws with the words `given` (the page's, when its layout is drawn around it),
 * and gives what `draw` drew with every {@link drawnWords} answer it used, by key. The words are let
 * go afterwards, whether the drawing worked or not. Drawings are made one at a time, as the servers
 * draw pages.
 */
export async function drawWithWords<T>(given: unknown, draw: () => T | Promise<T>): Promise<{ drawn: T; words: Record<string, string> }> {
  acceptDrawnWords(given);
  const words = new Map<string, string>();
  recording = words;
  try {
    const drawn = await draw();
    return { drawn, words: Object.fromEntries(words) };
  } finally {
    recording = null;
    acceptDrawnWords(undefined);
  }
}
