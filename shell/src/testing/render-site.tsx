import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from '@ilm/shared/router';
import type { SitePage, SitePanel } from '@ilm/contract';
import type { RemoteName, RemotePageModule, RemotePanelModule } from '@ilm/shared/contracts';
import { setCookie } from '@ilm/shared/cookies';
import { I18nextProvider, i18n } from '@ilm/shared/i18n';
import { setSitePages } from '@ilm/shared/routes';
import { SiteRoutes } from '../app/app';
import '../i18n';
import { RemoteRuntimeContext, type PageLoader, type RemoteRuntime } from '../remotes/page-loader';
import { resetSessionForTest, signInForTest } from '../session/session-test-utils';
import { $openPanels } from '../panels/open-panels';
import { setSitePanels } from '../panels/site-panels';
import { FIXTURE_PAGES, FIXTURE_PANELS } from './fixture-pages';
import { testRouter } from './test-router';

/** A page module that says which page it stands for (`remote/name`). */
export function fakePageModule(id: string): RemotePageModule {
  return { default: () => <p data-testid="remote-page">{id}</p> };
}

/** A panel module that says which panel it stands for, with its own way to close the sheet. */
export function fakePanelModule(id: string): RemotePanelModule {
  return {
    default: ({ onClose }) => (
      <div data-testid="remote-panel">
        <label>
          {id}
          <input />
        </label>
        <button type="button" onClick={onClose}>
          Done
        </button>
      </div>
    ),
  };
}

/** A loader that answers every id with {@link fakePageModule} (panels with {@link fakePanelModule}) and records what was asked. */
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
    loadPanel: async (remote, name) => {
      loaded.push(`panel ${remote}/${name}`);
      return fakePanelModule(`${remote}/${name}`);
    },
    reset: (remote) => void resets.push(remote),
  };
}

/** Who is visiting (a signed-in learner or an anonymous visitor, the default) and which site. */
export interface VisitorOptions {
  signedIn?: boolean;
  /** The site's pages (default: {@link FIXTURE_PAGES}). */
  pages?: SitePage[];
  /** The site's panels (default: {@link FIXTURE_PANELS}). */
  panels?: SitePanel[];
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
  setSitePanels(visitor.panels ?? FIXTURE_PANELS);
  $openPanels.set({});
  const runtime: RemoteRuntime = { loader, reloadPage };
  const { router, RouterProbe } = testRouter();
  const result: RenderResult = render(
    <I18nextProvider i18n={i18n}>
      <RemoteRuntimeContext.Provider value={runtime}>
        <MemoryRouter initialEntries={[url]}>
          <RouterProbe />
          <SiteRoutes />
        </MemoryRouter>
      </RemoteRuntimeContext.Provider>
    </I18nextProvider>,
  );
  return { ...result, router, runtime, reloadPage };
}
