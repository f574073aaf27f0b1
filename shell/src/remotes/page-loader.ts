import { createContext } from 'react';
import type { RemoteName, RemotePageModule } from '@ilm/shared/contracts';

/** How the shell gets a page module: Module Federation in the browser; injected in tests. */
export interface PageLoader {
  /** The page `name` that the remote `remote` declares. */
  load(remote: RemoteName, name: string): Promise<RemotePageModule>;
  /** Forgets what is cached about a remote (a failed manifest or entry) before loading it again. */
  reset(remote: RemoteName): void;
}

/**
 * Loads a page module, retrying once (with the remote's caches cleared) before giving up.
 * The error of the second attempt is the one reported.
 */
export async function loadWithRetry(loader: PageLoader, remote: RemoteName, name: string): Promise<RemotePageModule> {
  try {
    return await loader.load(remote, name);
  } catch {
    loader.reset(remote);
    return loader.load(remote, name);
  }
}

/** What the shell needs to draw remote pages: a loader and a way to reload the page. */
export interface RemoteRuntime {
  loader: PageLoader;
  reloadPage(): void;
}

/** The runtime in force; the shell's bootstrap provides the Module Federation one. */
export const RemoteRuntimeContext = createContext<RemoteRuntime | null>(null);
