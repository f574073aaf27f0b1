import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The document's one script, the start (`shell/src/start.ts`, built apart as `start.js`), written
 * into the page last in its body instead of fetched (docs/decisions/0007-first-visit-performance.md,
 * lever 26). Fetched, it came in at a time the network chose: before the end of parsing in some
 * loads, after the first paint in others, and then its run, the document's DOMContentLoaded and
 * load events made a task after that paint, which Lighthouse counted as blocking. Inline it runs as
 * the parser reaches it, in the task that parses the end of the page, every time, and a first visit
 * makes one request fewer. The build's `start.js` stays, for the template served as it is
 * (`/index.html`).
 */

/** The start's file in the shell's build (tooling/build/first-load.cjs, HOST_START_FILE). */
export const START_FILE = 'start.js';

/** The template's start: `<script defer src="/start.js" data-entry="/main.….js"></script>`, quoted or not (the build minifies it). */
const START_TAG = /<script defer src="?\/start\.js"? data-entry="?([^"\s>]+)"?\s*><\/script>/;

/**
 * The start's text from the build, or null where the build has none: the page then keeps its
 * `<script src>`. Null too for a text that could end its `<script>` element early, which a
 * minifier may write inside a string.
 */
export function readStartScript(distDir: string): string | null {
  const file = path.join(distDir, START_FILE);
  if (!existsSync(file)) return null;
  const script = readFileSync(file, 'utf8').trim();
  return /<\/script|<!--/i.test(script) ? null : script;
}

/**
 * The page with its start inline, last in the body, with the same `data-entry` (the shell's entry
 * script, which the start reads from `document.currentScript`). The page's Content-Security-Policy
 * allows the text by its hash. Unchanged where there is no start to write or no tag to replace.
 */
export function withStartInline(html: string, script: string | null): string {
  const tag = script === null ? null : START_TAG.exec(html);
  if (!tag) return html;
  const inline = `<script data-entry="${tag[1]}">${script}</script>`;
  return html.replace(tag[0], '').replace('</body>', () => `${inline}</body>`);
}
