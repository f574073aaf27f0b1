import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PanelProps, RemotePanelModule } from '@ilm/shared/contracts';
import { EmbeddedPanel, registerPanelLoader } from '@ilm/shared/ui';
import type { PageLoader, RemoteRuntime } from '../remotes/page-loader';
import { RELOAD_GUARD_KEY } from '../remotes/reload-guard';
import { FIXTURE_PANELS } from '../testing/fixture-pages';
import { recordingLoader, renderSite } from '../testing/render-site';
import { embeddedPanelLoader } from './embedded-panels';
import { setSitePanels } from './site-panels';

/** A panel module that says which panel it is and where it was drawn. */
const placedPanel = (id: string): RemotePanelModule => ({
  default: (props: PanelProps) => (
    <p data-testid="remote-panel">
      {id} in a {props.placement}
    </p>
  ),
});

const chunkError = () => Object.assign(new Error('Loading chunk 9 failed'), { name: 'ChunkLoadError' });

/** A loader whose panels fail until `state.up`, counting calls and resets. */
function failingPanels() {
  const state = { up: false, calls: 0, resets: [] as string[] };
  const loader: PageLoader = {
    ...recordingLoader(),
    loadPanel: async (remote, name) => {
      state.calls += 1;
      if (!state.up) throw chunkError();
      return placedPanel(`${remote}/${name}`);
    },
    reset: (remote) => void state.resets.push(remote),
  };
  return { loader, state };
}

beforeEach(() => {
  sessionStorage.clear();
  setSitePanels(FIXTURE_PANELS);
});
afterEach(() => registerPanelLoader(null));

describe('the loader the shell registers for pages that embed a panel (docs/rules/pages.md#panels)', () => {
  it('loads the panel by name from the remote that offers it, through the slot’s loader', async () => {
    const loader = recordingLoader();
    const panels = embeddedPanelLoader({ loader, reloadPage: jest.fn() });
    await panels.load('helper');
    expect(loader.loaded).toEqual(['panel mfe_three/helper']);
    panels.reset('helper');
    expect(loader.resets).toEqual(['mfe_three']);
  });

  it('refuses a name no remote offers, without reloading the page', async () => {
    const reloadPage = jest.fn();
    await expect(embeddedPanelLoader({ loader: recordingLoader(), reloadPage }).load('nobody')).rejects.toThrow('No remote offers a panel "nobody"');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('a panel that cannot be loaded is tried again with its remote reset, then the page reloads once', async () => {
    const { loader, state } = failingPanels();
    const runtime: RemoteRuntime = { loader, reloadPage: jest.fn() };
    let settled = false;
    void embeddedPanelLoader(runtime)
      .load('helper')
      .finally(() => (settled = true));
    await waitFor(() => expect(runtime.reloadPage).toHaveBeenCalledTimes(1));
    expect(state).toMatchObject({ calls: 2, resets: ['mfe_three'] });
    // The page is reloading: nothing more is drawn meanwhile.
    expect(settled).toBe(false);
  });

  describe('a page of one remote embedding a panel of another, in the shell', () => {
    const embeddingPage: PageLoader['load'] = async () => ({
      default: () => (
        <>
          <h1 data-testid="remote-page">Ask the helper</h1>
          <EmbeddedPanel name="helper" />
        </>
      ),
    });

    it('draws the panel for a page, below the page’s own heading', async () => {
      const loader: PageLoader = { ...recordingLoader(), load: embeddingPage, loadPanel: async (remote, name) => placedPanel(`${remote}/${name}`) };
      const { runtime } = renderSite('/about', loader);
      registerPanelLoader(embeddedPanelLoader(runtime));
      await screen.findByTestId('remote-page');
      expect(await screen.findByTestId('remote-panel')).toHaveTextContent('mfe_three/helper in a page');
      // It is the page's part, not the side sheet: no launcher for a visitor, no sheet.
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    });

    it('within 10 s of a reload, shows in the page that the panel is unavailable, and Try again loads it', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
      const user = userEvent.setup();
      const { loader, state } = failingPanels();
      const { runtime, reloadPage } = renderSite('/about', { ...loader, load: embeddingPage });
      registerPanelLoader(embeddedPanelLoader(runtime));
      const main = within(await screen.findByRole('main'));
      expect(await main.findByText('We could not load it. The rest of the page still works: try again in a moment.')).toBeInTheDocument();
      expect(reloadPage).not.toHaveBeenCalled();
      expect(main.getByTestId('remote-page')).toHaveTextContent('Ask the helper');
      state.up = true;
      await user.click(main.getByRole('button', { name: 'Try again' }));
      expect(await main.findByTestId('remote-panel')).toHaveTextContent('mfe_three/helper in a page');
      expect(state.resets).toEqual(['mfe_three', 'mfe_three']);
      jest.restoreAllMocks();
    });
  });
});
