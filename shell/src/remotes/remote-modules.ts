import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRuntime } from './page-loader';
import { claimGuardedReload } from './reload-guard';

/** A promise that never settles: the page is reloading, nothing more will be drawn. */
export const RELOADING = new Promise<never>(() => undefined);

/** docs/rules/errors.md#remote-failure: a remote chunk that cannot be loaded reloads the page once (guarded for 10 s). */
export function reloadOnce(runtime: RemoteRuntime): boolean {
  if (!claimGuardedReload()) return false;
  runtime.reloadPage();
  return true;
}

/** Errors that mean code could not be fetched (as opposed to a module's own bug). */
export function isChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|RUNTIME-00[38]|Failed to fetch dynamically imported module/i.test(text);
}

// React.lazy keeps a failure forever, so each module id gets a fresh lazy component per attempt;
// a loaded one is kept, so a layout drawn again (another page) does not load it again.
const lazyModules = new WeakMap<RemoteRuntime, Map<string, unknown>>();

/**
 * The lazy component of a remote module (`key` names it and the attempt): loaded by `load`,
 * which retries once itself; when that fails, the page reloads once (docs/rules/errors.md#remote-failure), else the error
 * reaches the nearest RemoteBoundary.
 */
export function lazyRemote<P>(runtime: RemoteRuntime, key: string, load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  let modules = lazyModules.get(runtime);
  if (!modules) lazyModules.set(runtime, (modules = new Map()));
  let module = modules.get(key) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!module) {
    module = lazy(async () => {
      try {
        return await load();
      } catch (error) {
        if (reloadOnce(runtime)) return RELOADING;
        throw error;
      }
    });
    modules.set(key, module);
  }
  return module;
}
