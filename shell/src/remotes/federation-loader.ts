import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PageModuleId, RemoteName, RemotePageModule, RemotesList } from '@ilm/shared/contracts';
import type { PageLoader } from './page-loader';

/** Where the shell server publishes the remotes list (container name -> manifest URL). */
export const REMOTES_LIST_PATH = '/remotes.json';

/** Reads the remotes list the shell server builds from its `REMOTES` setting. */
export async function fetchRemotesList(url = REMOTES_LIST_PATH): Promise<RemotesList> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remotes list answered ${response.status}`);
  return (await response.json()) as RemotesList;
}

/**
 * Registers the remotes with the Module Federation runtime and returns the loader the shell
 * renders pages with. Nothing about a remote's location is known at build time.
 */
export function createFederationLoader(remotes: RemotesList): PageLoader {
  const entries = Object.entries(remotes).map(([name, entry]) => ({ name, entry: entry as string }));
  init({ name: 'shell', remotes: entries });
  return {
    async load(id: PageModuleId) {
      const module = await loadRemote<RemotePageModule>(id);
      if (!module?.default) throw new Error(`${id} has no default export`);
      return module;
    },
    reset(remote: RemoteName) {
      const entry = remotes[remote];
      // Forcing the registration drops the cached manifest and container, so a remote that
      // came back is fetched anew.
      if (entry) registerRemotes([{ name: remote, entry }], { force: true });
    },
  };
}
