import { SERVER_LAYOUT_ATTRIBUTE, SERVER_PAGE_ELEMENT_ID } from '@ilm/contract';
import { afterFirstContentfulPaint } from './app/yield';

/**
 * The document's one script, built apart from the app and without the federation runtime
 * (`start.js`, docs/decisions/0007-first-visit-performance.md). It starts the shell's entry (the
 * federation runtime and the app, named by its `data-entry` and preloaded by the page) once the
 * page the server drew is shown, so none of the entry's work comes before that paint. A page the
 * browser draws itself starts it at once.
 */
export function startEntry(script: HTMLOrSVGScriptElement | null = document.currentScript): Promise<void> {
  const entry = script instanceof HTMLScriptElement ? script.dataset.entry : undefined;
  if (!entry) return Promise.reject(new Error('start.js has no data-entry naming the entry script'));
  const serverDrawn = document.getElementById('root')?.hasAttribute(SERVER_LAYOUT_ATTRIBUTE) || document.getElementById(SERVER_PAGE_ELEMENT_ID) !== null;
  return (serverDrawn ? afterFirstContentfulPaint() : Promise.resolve()).then(() => {
    const element = document.createElement('script');
    element.src = entry;
    document.head.append(element);
  });
}

// In a test the module is imported, not run as the page's script.
if (document.currentScript) startEntry().catch((error: unknown) => console.error(error));
