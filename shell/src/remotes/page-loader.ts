import { createContext } from 'react';
import type { RemoteName, RemotePageModule, RemotePanelModule } from '@ilm/shared/contracts';

/** How the shell gets a page or panel module: Module Federation in the browser; injected in tests. */
export interface PageLoader {
  /** The page `name` that the remote `remote` declares. */
  load(remote: RemoteName, name: string): Promise<RemotePageModule>;
  /** The panel `name` that the remote `remote` offers (docs/rules/pages.md#panels). */
  loadPanel(remote: RemoteName, name: string): Promise<RemotePanelModule>;
  /** Forgets what is cached about a remote (a failed container) before loading it again. */
  reset(remote: RemoteName): void;
}

/** Tries `load`, and once more with the remote's caches cleared; the second attempt's error is the one reported. */
async function retriedOnce<T>(loader: PageLoader, remote: RemoteName, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    loader.reset(remote);
    return load();
  }
}

/**
 * Loads a page module, retrying once (with the remote's caches cleared) before giving up.
 * The error of the second attempt is the one reported.
 */
export function loadWithRetry(loader: PageLoader, remote: RemoteName, name: string): Promise<RemotePageModule> {
  return retriedOnce(loader, remote, () => loader.load(remote, name));
}

/** Loads a panel module as {@link loadWithRetry} loads a page's. */
export function loadPanelWithRetry(loader: PageLoader, remote: RemoteName, name: string): Promise<RemotePanelModule> {
  return retriedOnce(loader, remote, () => loader.loadPanel(remote, name));
}

/** What the shell needs to draw remote pages: a loader and a way to reload the page. */
export interface RemoteRuntime {
  loader: PageLoader;
  reloadPage(): void;
}

/** The runtime in force; the shell's bootstrap provides the Module Federation one. */
export const RemoteRuntimeContext = createContext<RemoteRuntime | null>(null);
