import { FIRST_LOAD_ELEMENT_ID, SERVER_LAYOUT_ATTRIBUTE, SERVER_PAGE_ELEMENT_ID, type FirstLoadFetches } from '@ilm/contract';
import { afterFirstContentfulPaint, yieldToBrowser } from './app/yield';

/** The scripts the server named for this page's first load, or none. */
function firstLoadFetches(): FirstLoadFetches {
  try {
    const named = JSON.parse(document.getElementById(FIRST_LOAD_ELEMENT_ID)?.textContent ?? 'null') as Partial<FirstLoadFetches> | null;
    return { scripts: named?.scripts ?? [] };
  } catch {
    // Without the list the runtime still asks for each file itself, one after another.
    return { scripts: [] };
  }
}

/**
 * The preloads started in one task. Each costs the main thread a request's setting up: twenty at
 * once made a task of 36–104 ms on Lighthouse's slowed CPU (a Total Blocking Time of their own on a
 * career path's page), so they go a few at a time, a task each (docs/decisions/0007-first-visit-performance.md, lever 10).
 */
export const PRELOADS_PER_TASK = 4;

/** A `<link rel=preload>` of a script: the runtime's own request for it later is answered from it. */
function preload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  return link;
}

/**
 * The document's one script, built apart from the app and without the federation runtime
 * (`start.js`, docs/decisions/0007-first-visit-performance.md). Once the page the server drew is
 * shown, it fetches the scripts the server named for the page's first load (the remote's
 * container among them), a few in each task, and starts the shell's entry (the federation runtime and the app, named by
 * its `data-entry`), so no script is fetched, parsed or run ahead of that paint. A page the browser
 * draws itself starts at once.
 */
export function startEntry(script: HTMLOrSVGScriptElement | null = document.currentScript): Promise<void> {
  const entry = script instanceof HTMLScriptElement ? script.dataset.entry : undefined;
  if (!entry) return Promise.reject(new Error('start.js has no data-entry naming the entry script'));
  const serverDrawn = document.getElementById('root')?.hasAttribute(SERVER_LAYOUT_ATTRIBUTE) || document.getElementById(SERVER_PAGE_ELEMENT_ID) !== null;
  return (serverDrawn ? afterFirstContentfulPaint() : Promise.resolve()).then(async () => {
    const { scripts } = firstLoadFetches();
    const element = document.createElement('script');
    element.src = entry;
    // The entry first, with the first few; the rest follow in order, a few in each task after.
    document.head.append(element, ...scripts.slice(0, PRELOADS_PER_TASK - 1).map(preload));
    for (let next = PRELOADS_PER_TASK - 1; next < scripts.length; next += PRELOADS_PER_TASK) {
      await yieldToBrowser();
      document.head.append(...scripts.slice(next, next + PRELOADS_PER_TASK).map(preload));
    }
  });
}

// In a test the module is imported, not run as the page's script.
if (document.currentScript) startEntry().catch((error: unknown) => console.error(error));
