import type { EmbeddedPanelLoader } from '@ilm/shared/ui';
import { loadPanelWithRetry, type RemoteRuntime } from '../remotes/page-loader';
import { RELOADING, reloadOnce } from '../remotes/remote-modules';
import { $sitePanels } from './site-panels';

/** The remote that offers the panel `name` on this site (the composed table's, as the slot reads it). */
function remoteOf(name: string): string | undefined {
  return $sitePanels.get().find((panel) => panel.name === name)?.remote;
}

/**
 * The loader pages embed panels with (`EmbeddedPanel`, docs/rules/pages.md#panels), registered
 * by the shell at start: a panel comes by name from the remote that offers it, through the same
 * loader as the panel slot's, and fails as there (docs/rules/errors.md#remote-failure): one retry with its remote reset, then
 * one guarded page reload; after that the page's fallback offers Try again.
 */
export function embeddedPanelLoader(runtime: RemoteRuntime): EmbeddedPanelLoader {
  return {
    async load(name) {
      const remote = remoteOf(name);
      // A name no remote offers is not a failed download: no reload would bring it.
      if (!remote) throw new Error(`No remote offers a panel "${name}"`);
      try {
        return await loadPanelWithRetry(runtime.loader, remote, name);
      } catch (error) {
        if (reloadOnce(runtime)) return RELOADING;
        throw error;
      }
    },
    reset(name) {
      const remote = remoteOf(name);
      if (remote) runtime.loader.reset(remote);
    },
  };
}
