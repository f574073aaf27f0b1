import { FIRST_LOAD_ELEMENT_ID, SERVER_LAYOUT_ATTRIBUTE } from '@ilm/contract';
import { startEntry } from './start';

let shown: () => void = () => undefined;
/** How many preloads the head held each time the start gave the browser a turn. */
const preloadsAtEachTurn: number[] = [];
jest.mock('./app/yield', () => ({
  afterFirstContentfulPaint: () => new Promise<void>((resolve) => (shown = resolve)),
  yieldToBrowser: () => {
    preloadsAtEachTurn.push(document.head.querySelectorAll('link[rel="preload"]').length);
    return Promise.resolve();
  },
}));

/** The document's start.js element, naming `entry`. */
function startScript(entry?: string): HTMLScriptElement {
  const script = document.createElement('script');
  if (entry) script.dataset.entry = entry;
  return script;
}

const entryScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const fetchedAhead = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}${link.hasAttribute('crossorigin') ? ' (cors)' : ''}`);
const firstLoad = (json: string) => `<script type="application/json" id="${FIRST_LOAD_ELEMENT_ID}">${json}</script>`;

describe('start.js: the entry started once the page is shown (docs/decisions/0007-first-visit-performance.md)', () => {
  afterEach(() => {
    preloadsAtEachTurn.length = 0;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('a page the browser draws itself has its entry started at once', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await startEntry(startScript('/main.1.js'));
    expect(entryScripts()).toEqual(['/main.1.js']);
  });

  it("a page the server drew has its entry started only once its first contentful paint is shown", async () => {
    document.body.innerHTML = `<div id="root" ${SERVER_LAYOUT_ATTRIBUTE}=""><main>Drawn</main></div>`;
    const started = startEntry(startScript('/main.1.js'));
    await Promise.resolve();
    expect(entryScripts()).toEqual([]);
    shown();
    await started;
    expect(entryScripts()).toEqual(['/main.1.js']);
  });

  it('fetches the scripts and the manifest the server named only once the page is shown, with the entry', async () => {
    document.head.innerHTML = firstLoad('{"scripts":["/98.2.js","https://cdn.example/checkout/remoteEntry.js"],"manifests":["https://cdn.example/checkout/mf-manifest.json"]}');
    document.body.innerHTML = `<div id="root" ${SERVER_LAYOUT_ATTRIBUTE}=""><main>Drawn</main></div>`;
    const started = startEntry(startScript('/main.1.js'));
    await Promise.resolve();
    expect(fetchedAhead()).toEqual([]);
    shown();
    await started;
    expect(fetchedAhead()).toEqual(['fetch https://cdn.example/checkout/mf-manifest.json (cors)', 'script /98.2.js', 'script https://cdn.example/checkout/remoteEntry.js']);
    expect(entryScripts().filter(Boolean)).toEqual(['/main.1.js']);
  });

  it('starts the entry first, then the preloads four per task: each costs the main thread about a millisecond', async () => {
    const scripts = Array.from({ length: 9 }, (_, index) => `/${index}.js`);
    document.head.innerHTML = firstLoad(JSON.stringify({ scripts, manifests: ['https://cdn.example/checkout/mf-manifest.json'] }));
    document.body.innerHTML = '<div id="root"></div>';
    await startEntry(startScript('/main.1.js'));
    expect(preloadsAtEachTurn).toEqual([0, 4, 8]);
    expect(fetchedAhead()).toHaveLength(10);
    expect(document.head.querySelector('script[src]')?.getAttribute('src')).toBe('/main.1.js');
  });

  it('a list it cannot read fetches nothing ahead and still starts the entry', async () => {
    document.head.innerHTML = firstLoad('{"scripts":');
    document.body.innerHTML = '<div id="root"></div>';
    await startEntry(startScript('/main.1.js'));
    expect(fetchedAhead()).toEqual([]);
    expect(entryScripts().filter(Boolean)).toEqual(['/main.1.js']);
  });

  it('a start.js that names no entry says so and adds nothing', async () => {
    await expect(startEntry(startScript())).rejects.toThrow('data-entry');
    expect(entryScripts()).toEqual([]);
  });
});
