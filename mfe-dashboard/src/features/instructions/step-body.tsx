import { lazy, Suspense, useState } from 'react';
import { useElementId, useHydrating } from '@ilm/shared/ui';
import styles from './step-body.module.css';

type MarkdownViewModule = typeof import('./markdown-view');
let loaded: MarkdownViewModule | null = null;

/**
 * Loads the Markdown renderer (markdown-to-jsx, ~31 KiB of gzip JavaScript) in a chunk of its own,
 * apart from the pages that show instructions (docs/decisions/0007-first-visit-performance.md).
 * The server bundle loads it before it draws (server-render.ts).
 */
export function loadMarkdownView(): Promise<MarkdownViewModule> {
  return import(/* webpackChunkName: "markdown-view" */ './markdown-view').then((module) => (loaded = module));
}

const LazyMarkdownView = lazy(() => loadMarkdownView().then((module) => ({ default: module.MarkdownView })));

/**
 * A step's instructions (docs/rules/lab-format.md#stepyaml). Drawn by the server (a lab's page), they
 * are hydrated as the server drew them, without the renderer: their box keeps its HTML (ADR 0007
 * lever 17), so a first visit neither fetches nor runs the renderer. Drawn in the browser (a running
 * lab, a page reached by a link) or in another language later, they appear once it has arrived.
 */
export function StepBody({ markdown }: { markdown: string }) {
  const id = useElementId();
  const hydrating = useHydrating();
  // What the server drew for these very instructions, read once, while the page is hydrated.
  const [drawn] = useState(() => (hydrating && !loaded ? { markdown, html: document.getElementById(id)?.innerHTML } : undefined));
  if (drawn?.html !== undefined && drawn.markdown === markdown) {
    // The document's own HTML, drawn by the server from the same Markdown (no raw HTML: markdown-view.tsx).
    return <div id={id} className={styles.body} dangerouslySetInnerHTML={{ __html: drawn.html }} />;
  }
  const View = loaded?.MarkdownView ?? LazyMarkdownView;
  return (
    <div id={id} className={styles.body}>
      <Suspense fallback={null}>
        <View markdown={markdown} />
      </Suspense>
    </div>
  );
}
