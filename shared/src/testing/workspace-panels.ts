import type { RemotePagesModule, RemotePanelModule } from '@ilm/shared/contracts';
import { registerPanelLoader, type EmbeddedPanelLoader } from '@ilm/shared/ui';

declare global {
  // Set by the Jest preset (tooling/build): every workspace remote's `src/routes.ts`, in the workspace's order.
  var __ILM_WORKSPACE_ROUTES__: string[] | undefined;
}

/**
 * A panel loader that takes a panel straight from the workspace remote that declares it (its
 * `src/routes.ts`, found by the Jest preset), as the tests take pages: the first remote to offer
 * the name has it, as in the site's composition. No remote imports another: the file is named at run time.
 */
export function workspacePanelLoader(): EmbeddedPanelLoader {
  return {
    async load(name): Promise<RemotePanelModule> {
      for (const file of globalThis.__ILM_WORKSPACE_ROUTES__ ?? []) {
        const { remotePages } = (await import(file)) as RemotePagesModule;
        const panel = remotePages.panels?.find((candidate) => candidate.name === name);
        if (panel) return panel.panel();
      }
      throw new Error(`No workspace remote offers a panel "${name}"`);
    },
    reset: () => undefined,
  };
}

/** For a test file whose pages embed panels (`EmbeddedPanel`): they load from the workspace, as the shell would load them. */
export function setupWorkspacePanels(): void {
  beforeEach(() => registerPanelLoader(workspacePanelLoader()));
  afterEach(() => registerPanelLoader(null));
}
