import { createContext } from 'react';
import type { PageModuleId, RemoteName, RemotePageModule } from '@ilm/shared/contracts';

/** How the shell gets an exposed page module. Module Federation in the browser; injected in tests. */
export interface PageLoader {
  load(id: PageModuleId): Promise<RemotePageModule>;
  /** Forgets what is cached about a remote (a failed manifest or entry) before loading it again. */
  reset(remote: RemoteName): void;
}

/** The remote a page module id belongs to: `mfe_auth/SignIn` -> `mfe_auth`. */
export function remoteOf(id: PageModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/**
 * Loads a page module, retrying once (with the remote's caches cleared) before giving up.
 * The error of the second attempt is the one reported.
 */
export async function loadWithRetry(loader: PageLoader, id: PageModuleId): Promise<RemotePageModule> {
  try {
    return await loader.load(id);
  } catch {
    loader.reset(remoteOf(id));
    return loader.load(id);
  }
}

/** What the shell needs to draw remote pages: a loader and a way to reload the page. */
export interface RemoteRuntime {
  loader: PageLoader;
  reloadPage(): void;
}

/** The runtime in force; the shell's bootstrap provides the Module Federation one. */
export const RemoteRuntimeContext = createContext<RemoteRuntime | null>(null);
