import { lazy, Suspense } from 'react';
import type { RemotePage } from '@ilm/shared/contracts';
import { HIDDEN_PAGES, type HiddenPageName } from '../pages/hidden/hidden-pages';
import { remotePages } from '../routes';

const loaded = new Map<string, RemotePage>();

function declarationOf(name: HiddenPageName) {
  const declaration = remotePages.pages.find((page) => page.name === name);
  if (!declaration) throw new Error(`routes.ts declares no page "${name}"`);
  return declaration;
}

/** Loads every page of the /hidden table through its route, so a test can draw one at once. */
export async function loadHiddenPages(): Promise<void> {
  await Promise.all(HIDDEN_PAGES.map(async ({ name }) => loaded.set(name, (await declarationOf(name).page()).default)));
}

/**
 * The page called `name` of the /hidden table, as its route declaration loads it: drawn at once
 * after {@link loadHiddenPages}, else once its parts have arrived (as the shell draws it).
 */
export function hiddenPage(name: HiddenPageName): RemotePage {
  const Lazy = lazy(declarationOf(name).page);
  const Page: RemotePage = (props) => {
    const Loaded = loaded.get(name);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  return Page;
}
