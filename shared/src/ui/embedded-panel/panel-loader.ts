import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import type { RemotePanelModule } from '@ilm/shared/contracts';

/**
 * How a page gets another remote's panel by name, without importing that remote: the host (the
 * shell) registers one at start, the same loader its panel slot uses (docs/rules/pages.md#panels).
 */
export interface EmbeddedPanelLoader {
  /**
   * The module of the panel called `name`. The shell's loads it from the remote that offers it,
   * retried once with that remote reset, and reloads the page once when that fails too (docs/rules/errors.md#remote-failure).
   */
  load(name: string): Promise<RemotePanelModule>;
  /** Forgets what is cached about the remote of the panel `name`, before Try again loads it anew. */
  reset(name: string): void;
}

// In a store of `@ilm/shared/ui`, a federation singleton: the shell registers, every remote's page reads.
const $panelLoader = atom<EmbeddedPanelLoader | null>(null);

/** Registers the loader pages embed panels with (the shell, at start; a test); null takes it away. */
export function registerPanelLoader(loader: EmbeddedPanelLoader | null): void {
  $panelLoader.set(loader);
}

const subscribe = (onChange: () => void) => $panelLoader.listen(onChange);
const current = () => $panelLoader.get();
// The server has no loader, and hydration must find what the server drew: the loading state.
const onServer = () => null;

/**
 * The registered loader, or null: on the server, while the browser hydrates the server's drawing,
 * and where no host registered one (a remote run alone, a test that did not).
 */
export function usePanelLoader(): EmbeddedPanelLoader | null {
  return useSyncExternalStore(subscribe, current, onServer);
}
