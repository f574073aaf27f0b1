import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { PAGE_LOADER_EXPOSE, REMOTE_ENTRY_FILE, SITE_PAGES_PATH, type SitePage, type SitePages } from '@ilm/contract';
import type { RemotePagesModule, RemotesList } from '@ilm/shared/contracts';
import { runtimeInDocument } from '@ilm/shared/config';
import type { PageLoader } from './page-loader';

/** Where the shell server publishes the remotes list (container name -> manifest URL). */
export const REMOTES_LIST_PATH = '/remotes.json';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The remotes list the shell server builds from its `REMOTES` setting: from the page when the server wrote it there, else asked for. */
export function fetchRemotesList(url = REMOTES_LIST_PATH): Promise<RemotesList> {
  const inPage = runtimeInDocument()?.remotes;
  return inPage ? Promise.resolve(inPage) : fetchJson<RemotesList>(url);
}

/** Reads the site's pages and panels, composed by the shell server from the remotes' declarations (docs/rules/pages.md). */
export async function fetchSitePages(url = SITE_PAGES_PATH): Promise<SitePages> {
  const { pages, panels } = await fetchJson<Partial<SitePages> & { pages: SitePage[] }>(url);
  return { pages, panels: panels ?? [] };
}

/**
 * A remote's container, beside the manifest the remotes list names. The runtime is given the
 * container itself: it is built without a manifest reader (tooling/build/federation.cjs), and a
 * first visit waits for one file less (docs/decisions/0007-first-visit-performance.md, lever 10).
 */
export function containerEntryOf(manifestUrl: string): string {
  return new URL(REMOTE_ENTRY_FILE, new URL(manifestUrl, window.location.href)).toString();
}

/**
 * Registers the remotes with the Module Federation runtime and returns the loader the shell
 * renders pages and panels with. Nothing about a remote's location is known at build time: each
 * remote exposes its declaration as `<remote>/pages`, and every page and panel there loads its own chunk.
 */
export function createFederationLoader(remotes: RemotesList): PageLoader {
  const entries = Object.entries(remotes).map(([name, manifest]) => ({ name, entry: containerEntryOf(manifest) }));
  init({ name: 'shell', remotes: entries });
  const declarationOf = async (remote: string) => (await loadRemote<RemotePagesModule>(`${remote}/${PAGE_LOADER_EXPOSE}`))?.remotePages;
  return {
    async load(remote, name) {
      const page = (await declarationOf(remote))?.pages.find((candidate) => candidate.name === name);
      if (!page) throw new Error(`${remote} declares no page "${name}"`);
      const loaded = await page.page();
      if (!loaded?.default) throw new Error(`${remote} page "${name}" has no default export`);
      return loaded;
    },
    async loadPanel(remote, name) {
      const panel = (await declarationOf(remote))?.panels?.find((candidate) => candidate.name === name);
      if (!panel) throw new Error(`${remote} offers no panel "${name}"`);
      const loaded = await panel.panel();
      if (!loaded?.default) throw new Error(`${remote} panel "${name}" has no default export`);
      return loaded;
    },
    reset(remote) {
      const manifest = remotes[remote];
      // Forcing the registration drops the cached container, so a remote that came back is fetched anew.
      if (manifest) registerRemotes([{ name: remote, entry: containerEntryOf(manifest) }], { force: true });
    },
  };
}
