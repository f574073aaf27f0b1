import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SitePage, SitePanel } from '@ilm/contract';
import type { RemotePanelModule } from '@ilm/shared/contracts';
import type { PageLoader } from '../remotes/page-loader';
import { RELOAD_GUARD_KEY } from '../remotes/reload-guard';
import { FIXTURE_PAGES, FIXTURE_PANELS } from '../testing/fixture-pages';
import { fakePanelModule, recordingLoader, renderSite } from '../testing/render-site';

const LAUNCHER = { name: 'Ask the helper' };
const panelLoads = (loader: { loaded: string[] }) => loader.loaded.filter((id) => id.startsWith('panel '));

beforeEach(() => sessionStorage.clear());

describe('the assistant panel slot (docs/rules/pages.md#panels)', () => {
  it.each([
    ['dashboard', '/area'],
    ['default', '/about'],
    ['revamped', '/new'],
  ])('the %s layout offers a signed-in learner the launcher, and nothing of the panel is loaded before it is opened', async (_layout, url) => {
    const loader = recordingLoader();
    renderSite(url, loader, undefined, { signedIn: true });
    await screen.findByTestId('remote-page');
    const launcher = screen.getByRole('button', LAUNCHER);
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(panelLoads(loader)).toEqual([]);
  });

  it.each(['/about', '/new', '/'])('a visitor is not offered a learner panel on %s', async (url) => {
    renderSite(url);
    await screen.findByTestId('remote-page');
    expect(screen.queryByRole('button', LAUNCHER)).not.toBeInTheDocument();
  });

  it.each(['/area', '/about', '/new'])(
    'a panel offered in the embedded slot gets no launcher in any layout (%s): only a page that embeds it draws it',
    async (url) => {
      const panels: SitePanel[] = [{ ...FIXTURE_PANELS[0]!, slot: 'embedded' }];
      renderSite(url, recordingLoader(), undefined, { signedIn: true, panels });
      await screen.findByTestId('remote-page');
      expect(screen.queryByRole('button', LAUNCHER)).not.toBeInTheDocument();
    },
  );

  it('a panel open to visitors is offered on public pages, never on a page for visitors only', async () => {
    const pages: SitePage[] = [...FIXTURE_PAGES, { remote: 'mfe_two', name: 'farewell', paths: ['/farewell'], layout: 'default', access: 'signed-out' }];
    const panels: SitePanel[] = [{ ...FIXTURE_PANELS[0]!, access: 'public' }];
    const { router } = renderSite('/about', recordingLoader(), undefined, { pages, panels });
    await screen.findByTestId('remote-page');
    expect(screen.getByRole('button', LAUNCHER)).toBeInTheDocument();
    await act(() => router.navigate('/farewell'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/farewell'));
    await screen.findByTestId('remote-page');
    expect(screen.queryByRole('button', LAUNCHER)).not.toBeInTheDocument();
  });

  it('opens from the keyboard into a side sheet named after the panel, loads the panel then, and Escape closes it with focus back on the launcher', async () => {
    const user = userEvent.setup();
    const loader = recordingLoader();
    renderSite('/area', loader, undefined, { signedIn: true });
    await screen.findByTestId('remote-page');
    screen.getByRole('button', LAUNCHER).focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('complementary', { name: 'Ask the helper' });
    expect(sheet).toHaveFocus();
    expect(within(sheet).getByRole('heading', { level: 2, name: 'Ask the helper' })).toBeInTheDocument();
    expect(await within(sheet).findByTestId('remote-panel')).toHaveTextContent('mfe_three/helper');
    expect(panelLoads(loader)).toEqual(['panel mfe_three/helper']);
    // The page stays usable beside the sheet: it is not a modal dialog.
    expect(screen.getByTestId('remote-page')).toBeVisible();

    await user.click(within(sheet).getByRole('textbox', { name: 'mfe_three/helper' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Ask the helper' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', LAUNCHER)).toHaveFocus());
  });

  it("the sheet's Close button and the panel's own onClose close it, focus back on the launcher, and it opens again without loading again", async () => {
    const user = userEvent.setup();
    const loader = recordingLoader();
    renderSite('/area', loader, undefined, { signedIn: true });
    await screen.findByTestId('remote-page');
    await user.click(screen.getByRole('button', LAUNCHER));
    let sheet = await screen.findByRole('complementary', { name: 'Ask the helper' });
    await within(sheet).findByTestId('remote-panel');
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', LAUNCHER)).toHaveFocus());

    await user.click(screen.getByRole('button', LAUNCHER));
    sheet = await screen.findByRole('complementary', { name: 'Ask the helper' });
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', LAUNCHER)).toHaveFocus());
    expect(panelLoads(loader)).toEqual(['panel mfe_three/helper']);
  });

  it('stays open while the learner moves between pages, whichever layout draws them', async () => {
    const user = userEvent.setup();
    const loader = recordingLoader();
    const { router } = renderSite('/area', loader, undefined, { signedIn: true });
    await screen.findByTestId('remote-page');
    await user.click(screen.getByRole('button', LAUNCHER));
    await within(await screen.findByRole('complementary', { name: 'Ask the helper' })).findByTestId('remote-panel');

    for (const path of ['/area/list', '/about']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(screen.getByTestId('remote-page')).toHaveTextContent(path === '/about' ? 'mfe_one/about' : 'mfe_three/area-list'));
      const sheet = screen.getByRole('complementary', { name: 'Ask the helper' });
      expect(await within(sheet).findByTestId('remote-panel')).toBeInTheDocument();
      expect(screen.queryByRole('button', LAUNCHER)).not.toBeInTheDocument();
    }
    expect(panelLoads(loader)).toEqual(['panel mfe_three/helper']);
  });

  it('draws the panel for the side sheet: the sheet has its title and Close, the panel knows it is in a sheet', async () => {
    const user = userEvent.setup();
    const loader: PageLoader = {
      ...recordingLoader(),
      loadPanel: async () => ({ default: (props) => <p data-testid="remote-panel">{props.placement}</p> }),
    };
    renderSite('/area', loader, undefined, { signedIn: true });
    await screen.findByTestId('remote-page');
    await user.click(screen.getByRole('button', LAUNCHER));
    const sheet = await screen.findByRole('complementary', { name: 'Ask the helper' });
    expect(await within(sheet).findByTestId('remote-panel')).toHaveTextContent('sheet');
  });

  it('shows that the panel is loading while its module comes', async () => {
    const user = userEvent.setup();
    let arrive: (module: RemotePanelModule) => void = () => undefined;
    const loader: PageLoader = { ...recordingLoader(), loadPanel: () => new Promise((resolve) => (arrive = resolve)) };
    renderSite('/area', loader, undefined, { signedIn: true });
    await screen.findByTestId('remote-page');
    await user.click(screen.getByRole('button', LAUNCHER));
    const sheet = await screen.findByRole('complementary', { name: 'Ask the helper' });
    expect(within(sheet).getByRole('status')).toHaveTextContent('Loading the panel…');
    await act(async () => arrive(fakePanelModule('late')));
    expect(await within(sheet).findByTestId('remote-panel')).toHaveTextContent('late');
  });

  describe('a panel whose chunk cannot be loaded', () => {
    beforeEach(() => {
      // React and the boundary report the failure on the console; these tests provoke it.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => jest.restoreAllMocks());

    function failingLoader() {
      const state = { up: false, calls: 0, resets: 0 };
      const loader: PageLoader = {
        ...recordingLoader(),
        loadPanel: async (remote, name) => {
          state.calls += 1;
          if (!state.up) throw Object.assign(new Error('Loading chunk 9 failed'), { name: 'ChunkLoadError' });
          return fakePanelModule(`${remote}/${name}`);
        },
        reset: () => void (state.resets += 1),
      };
      return { loader, state };
    }

    it('is tried again with its remote reset, then reloads the page once', async () => {
      const user = userEvent.setup();
      const { loader, state } = failingLoader();
      const { reloadPage } = renderSite('/area', loader, undefined, { signedIn: true });
      await screen.findByTestId('remote-page');
      await user.click(screen.getByRole('button', LAUNCHER));
      await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
      expect(state).toMatchObject({ calls: 2, resets: 1 });
    });

    it('within 10 s of a reload, shows in the sheet that it is unavailable, and Try again loads it', async () => {
      const user = userEvent.setup();
      sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
      const { loader, state } = failingLoader();
      const { reloadPage } = renderSite('/area', loader, undefined, { signedIn: true });
      await screen.findByTestId('remote-page');
      await user.click(screen.getByRole('button', LAUNCHER));
      const sheet = await screen.findByRole('complementary', { name: 'Ask the helper' });
      expect(await within(sheet).findByText('We could not load this panel. The page you are on still works: try again in a moment.')).toBeInTheDocument();
      expect(reloadPage).not.toHaveBeenCalled();
      // The page itself is untouched.
      expect(screen.getByTestId('remote-page')).toHaveTextContent('mfe_three/area');
      state.up = true;
      await user.click(within(sheet).getByRole('button', { name: 'Try again' }));
      expect(await within(sheet).findByTestId('remote-panel')).toHaveTextContent('mfe_three/helper');
    });
  });
});
