import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SitePage } from '@ilm/contract';
import type { RemoteName, RemotePageModule } from '@ilm/shared/contracts';
import { setCookie } from '@ilm/shared/cookies';
import { I18nextProvider, i18n } from '@ilm/shared/i18n';
import { setSitePages } from '@ilm/shared/routes';
import { buildRoutes } from '../app/routes';
import '../i18n';
import { RemoteRuntimeContext, type PageLoader, type RemoteRuntime } from '../remotes/page-loader';
import { resetSessionForTest, signInForTest } from '../session/session-test-utils';
import { FIXTURE_PAGES } from './fixture-pages';

/** A page module that says which page it stands for (`remote/name`). */
export function fakePageModule(id: string): RemotePageModule {
  return { default: () => <p data-testid="remote-page">{id}</p> };
}

/** A loader that answers every id with {@link fakePageModule} and records what was asked. */
export function recordingLoader(): PageLoader & { loaded: string[]; resets: RemoteName[] } {
  const loaded: string[] = [];
  const resets: RemoteName[] = [];
  return {
    loaded,
    resets,
    load: async (remote, name) => {
      loaded.push(`${remote}/${name}`);
      return fakePageModule(`${remote}/${name}`);
    },
    reset: (remote) => void resets.push(remote),
  };
}

/** Who is visiting (a signed-in learner or an anonymous visitor, the default) and which site. */
export interface VisitorOptions {
  signedIn?: boolean;
  /** The site's pages (default: {@link FIXTURE_PAGES}). */
  pages?: SitePage[];
}

/**
 * Renders the whole shell at `url` with an injected page loader (no Module Federation in unit
 * tests) over the site `visitor.pages`, for a visitor from PK (a known country needs no call, and PK's currency needs none).
 */
export function renderSite(url: string, loader: PageLoader = recordingLoader(), reloadPage = jest.fn(), visitor: VisitorOptions = {}) {
  resetSessionForTest();
  setCookie('countryIsoCode', 'PK');
  if (visitor.signedIn) signInForTest();
  const pages = visitor.pages ?? FIXTURE_PAGES;
  setSitePages(pages);
  const runtime: RemoteRuntime = { loader, reloadPage };
  const router = createMemoryRouter(buildRoutes(pages), { initialEntries: [url] });
  const result: RenderResult = render(
    <I18nextProvider i18n={i18n}>
      <RemoteRuntimeContext.Provider value={runtime}>
        <RouterProvider router={router} />
      </RemoteRuntimeContext.Provider>
    </I18nextProvider>,
  );
  return { ...result, router, runtime, reloadPage };
}
