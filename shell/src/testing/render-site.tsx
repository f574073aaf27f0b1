import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PageModuleId, RemoteName, RemotePageModule } from '@ilm/shared/contracts';
import { setCookie } from '@ilm/shared/cookies';
import { I18nextProvider, i18n } from '@ilm/shared/i18n';
import { buildRoutes } from '../app/routes';
import '../i18n';
import { RemoteRuntimeContext, type PageLoader, type RemoteRuntime } from '../remotes/page-loader';
import { resetSessionForTest, signInForTest } from '../session/session-test-utils';

/** A page module that says which exposed module it stands for. */
export function fakePageModule(id: string): RemotePageModule {
  return { default: () => <p data-testid="remote-page">{id}</p> };
}

/** A loader that answers every id with {@link fakePageModule} and records what was asked. */
export function recordingLoader(): PageLoader & { loaded: PageModuleId[]; resets: RemoteName[] } {
  const loaded: PageModuleId[] = [];
  const resets: RemoteName[] = [];
  return {
    loaded,
    resets,
    load: async (id) => {
      loaded.push(id);
      return fakePageModule(id);
    },
    reset: (remote) => void resets.push(remote),
  };
}

/** Who is visiting: a signed-in learner or an anonymous visitor (default). */
export interface VisitorOptions {
  signedIn?: boolean;
}

/**
 * Renders the whole shell at `url` with an injected page loader (no Module Federation in unit
 * tests), for a visitor from PK (a known country needs no call, and PK's currency needs none).
 */
export function renderSite(url: string, loader: PageLoader = recordingLoader(), reloadPage = jest.fn(), visitor: VisitorOptions = {}) {
  resetSessionForTest();
  setCookie('countryIsoCode', 'PK');
  if (visitor.signedIn) signInForTest();
  const runtime: RemoteRuntime = { loader, reloadPage };
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const result: RenderResult = render(
    <I18nextProvider i18n={i18n}>
      <RemoteRuntimeContext.Provider value={runtime}>
        <RouterProvider router={router} />
      </RemoteRuntimeContext.Provider>
    </I18nextProvider>,
  );
  return { ...result, router, runtime, reloadPage };
}
