import { DEFAULT_RUNTIME_CONFIG, RUNTIME_ELEMENT_ID } from '@ilm/contract';
import { $runtimeConfig, loadRuntimeConfig, runtimeInDocument, setRuntimeConfig } from './runtime-config';

const fetchSpy = jest.spyOn(globalThis, 'fetch');

beforeEach(() => {
  setRuntimeConfig({});
  fetchSpy.mockReset();
  document.body.innerHTML = '';
});
afterAll(() => fetchSpy.mockRestore());

describe('the runtime config (docs/decisions/0007-first-visit-performance.md)', () => {
  it('is read from the page when the shell server wrote it there, without asking the server for it', async () => {
    document.body.innerHTML = `<script type="application/json" id="${RUNTIME_ELEMENT_ID}">${JSON.stringify({
      config: { API_BASE_URL: 'https://api.example.com/', PRODUCT_NAME: 'Acme' },
      remotes: { mfe_one: 'https://one.example/mf-manifest.json' },
    })}</script>`;
    await expect(loadRuntimeConfig()).resolves.toEqual({ ...DEFAULT_RUNTIME_CONFIG, API_BASE_URL: 'https://api.example.com/', PRODUCT_NAME: 'Acme' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(runtimeInDocument()?.remotes).toEqual({ mfe_one: 'https://one.example/mf-manifest.json' });
  });

  it('is asked of the server when the page holds none (a remote run alone, a dev server)', async () => {
    fetchSpy.mockResolvedValue(Response.json({ API_BASE_URL: 'https://api.other.example/' }));
    await loadRuntimeConfig();
    expect(fetchSpy).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
    expect($runtimeConfig.get().API_BASE_URL).toBe('https://api.other.example/');
  });

  it('a config in the page that cannot be read is asked of the server instead', async () => {
    document.body.innerHTML = `<script type="application/json" id="${RUNTIME_ELEMENT_ID}">{broken</script>`;
    fetchSpy.mockResolvedValue(Response.json({ PRODUCT_NAME: 'Served' }));
    await loadRuntimeConfig();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect($runtimeConfig.get().PRODUCT_NAME).toBe('Served');
  });
});
