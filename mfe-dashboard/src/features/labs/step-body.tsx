import { lazy, Suspense } from 'react';
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
 * A step's instructions (docs/rules/lab-format.md#stepyaml). The lab's page, which the server draws,
 * is loaded with the renderer (routes.ts), so its instructions hydrate with the rest of it; drawn in
 * the browser (a running lab), they appear as soon as the renderer has arrived.
 */
export function StepBody({ markdown }: { markdown: string }) {
  const View = loaded?.MarkdownView ?? LazyMarkdownView;
  return (
    <div className={styles.body}>
      <Suspense fallback={null}>
        <View markdown={markdown} />
      </Suspense>
    </div>
  );
}
