import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteName } from '@ilm/shared/contracts';
import { fakePageModule, renderSite } from '../testing/render-site';
import type { PageLoader } from './page-loader';
import { RELOAD_GUARD_KEY } from './reload-guard';

/** A loader whose remote is down until `up` is set. */
function flakyLoader() {
  const state = { up: false, calls: 0, resets: [] as RemoteName[] };
  const loader: PageLoader = {
    load: async (remote: RemoteName, name: string) => {
      state.calls += 1;
      if (!state.up) throw Object.assign(new Error('Loading chunk 42 failed'), { name: 'ChunkLoadError' });
      return fakePageModule(`${remote}/${name}`);
    },
    loadPanel: () => Promise.reject(new Error('no panel in this test')),
    reset: (remote) => void state.resets.push(remote),
  };
  return { loader, state };
}

describe('a page whose remote fails to load', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // React reports every error a boundary catches; here those errors are the point of the test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is retried once, then reloads the page a single time', async () => {
    const { loader, state } = flakyLoader();
    const { reloadPage } = renderSite('/prices', loader);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(state.calls).toBe(2);
    expect(state.resets).toEqual(['mfe_four']);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).not.toBeNull();
  });

  it('after a reload within 10 s, shows the fallback instead of reloading again', async () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
    const { loader } = flakyLoader();
    const { reloadPage } = renderSite('/prices', loader);
    expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable right now' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    // The layout around the failed page still works.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('comes back with Retry once its remote is up again', async () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
    const { loader, state } = flakyLoader();
    renderSite('/prices', loader);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    state.up = true;
    await userEvent.click(retry);
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfe_four/prices');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not stop other remotes: navigating away from the failed page loads the next one', async () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
    const loader: PageLoader = {
      load: async (remote, name) => {
        if (remote === 'mfe_four') throw new Error('RUNTIME-003: manifest failed');
        return fakePageModule(`${remote}/${name}`);
      },
      loadPanel: () => Promise.reject(new Error('no panel in this test')),
      reset: () => undefined,
    };
    const { router } = renderSite('/prices', loader);
    await screen.findByRole('button', { name: 'Try again' });
    await act(() => router.navigate('/about'));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfe_one/about');
  });
});
