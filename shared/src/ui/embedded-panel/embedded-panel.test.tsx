import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@ilm/shared/i18n';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { PanelProps, RemotePanelModule } from '@ilm/shared/contracts';
import { i18n } from '@ilm/shared/i18n';
import { EmbeddedPanel } from './embedded-panel';
import { registerPanelLoader, type EmbeddedPanelLoader } from './panel-loader';

/** A panel module that shows its name and where it was told it is drawn. */
const panelModule = (name: string): RemotePanelModule => ({
  default: (props: PanelProps) => (
    <section aria-label={name}>
      {name} in a {props.placement}
    </section>
  ),
});

/** A loader that answers when the test says so, and records what it was asked. */
function controlledLoader() {
  const asked: string[] = [];
  const resets: string[] = [];
  const pending: { name: string; resolve: (module: RemotePanelModule) => void; reject: (error: unknown) => void }[] = [];
  const loader: EmbeddedPanelLoader = {
    load: (name) =>
      new Promise((resolve, reject) => {
        asked.push(name);
        pending.push({ name, resolve, reject });
      }),
    reset: (name) => void resets.push(name),
  };
  const answer = async (outcome: 'loaded' | 'failed') => {
    const next = pending.shift();
    if (!next) throw new Error('nothing is loading');
    await act(async () =>
      outcome === 'loaded' ? next.resolve(panelModule(next.name)) : next.reject(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' })),
    );
  };
  return { loader, asked, resets, answer };
}

/** A page of one remote that embeds another remote's panel below its own heading. */
function Page() {
  return (
    <main>
      <h1>Ask Baari</h1>
      <EmbeddedPanel name="helper" />
    </main>
  );
}

const withStrings = (ui: React.ReactNode) => <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>;

afterEach(() => registerPanelLoader(null));

describe('EmbeddedPanel (docs/rules/pages.md#panels)', () => {
  it('loads the panel by name through the registered loader, showing that it is loading until it comes, drawn for a page', async () => {
    const { loader, asked, answer } = controlledLoader();
    registerPanelLoader(loader);
    render(withStrings(<Page />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(asked).toEqual(['helper']);
    await answer('loaded');
    expect(await screen.findByRole('region', { name: 'helper' })).toHaveTextContent('helper in a page');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the loading state while no loader is registered, and the panel once the host registers one', async () => {
    render(withStrings(<Page />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const { loader, answer } = controlledLoader();
    act(() => registerPanelLoader(loader));
    await answer('loaded');
    expect(await screen.findByRole('region', { name: 'helper' })).toBeInTheDocument();
  });

  it('a panel drawn again (the visitor comes back to the page) is not loaded again', async () => {
    const { loader, asked, answer } = controlledLoader();
    registerPanelLoader(loader);
    const first = render(withStrings(<Page />));
    await answer('loaded');
    await screen.findByRole('region', { name: 'helper' });
    first.unmount();
    render(withStrings(<Page />));
    expect(screen.getByRole('region', { name: 'helper' })).toBeInTheDocument();
    expect(asked).toEqual(['helper']);
  });

  describe('a panel that cannot be loaded', () => {
    beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it('says so inside the page, which keeps working, and Try again resets its remote and loads it anew', async () => {
      const user = userEvent.setup();
      const { loader, asked, resets, answer } = controlledLoader();
      registerPanelLoader(loader);
      render(withStrings(<Page />));
      await answer('failed');
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not load it. The rest of the page still works: try again in a moment.');
      expect(screen.getByRole('heading', { level: 1, name: 'Ask Baari' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'This part of the page is unavailable right now' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(resets).toEqual(['helper']);
      expect(asked).toEqual(['helper', 'helper']);
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      await answer('loaded');
      expect(await screen.findByRole('region', { name: 'helper' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('a panel that breaks while it is drawn is kept inside its own box too', async () => {
      registerPanelLoader({
        load: async () => ({
          default: () => {
            throw new Error('the panel is broken');
          },
        }),
        reset: () => undefined,
      });
      render(withStrings(<Page />));
      expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page is unavailable right now');
      expect(screen.getByRole('heading', { level: 1, name: 'Ask Baari' })).toBeInTheDocument();
    });
  });

  it('the browser hydrates the server’s drawing (the loading state) as it is, then loads the panel', async () => {
    const { loader, asked, answer } = controlledLoader();
    registerPanelLoader(loader);
    const container = document.createElement('div');
    document.body.append(container);
    // What the server drew: no loader there, whatever the browser has.
    registerPanelLoader(null);
    container.innerHTML = renderToString(withStrings(<Page />));
    registerPanelLoader(loader);
    const heading = screen.getByRole('heading', { level: 1, name: 'Ask Baari' });
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, withStrings(<Page />));
    });
    // The page is the server's (hydrated, not drawn anew), the panel's loading state still shown, no failure.
    expect(screen.getByRole('heading', { level: 1, name: 'Ask Baari' })).toBe(heading);
    expect(within(container).getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['helper']));
    await answer('loaded');
    expect(await screen.findByRole('region', { name: 'helper' })).toHaveTextContent('helper in a page');
    act(() => root.unmount());
    container.remove();
  });
});
