import { FIRST_LOAD_ELEMENT_ID, SERVER_LAYOUT_ATTRIBUTE } from '@ilm/contract';
import { startEntry } from './start';

let shown: () => void = () => undefined;
jest.mock('./app/yield', () => ({
  afterFirstContentfulPaint: () => new Promise<void>((resolve) => (shown = resolve)),
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

  it('fetches the scripts the server named (the remote\'s container among them) only once the page is shown, with the entry', async () => {
    document.head.innerHTML = firstLoad('{"scripts":["/98.2.js","https://cdn.example/checkout/remoteEntry.js"]}');
    document.body.innerHTML = `<div id="root" ${SERVER_LAYOUT_ATTRIBUTE}=""><main>Drawn</main></div>`;
    const started = startEntry(startScript('/main.1.js'));
    await Promise.resolve();
    expect(fetchedAhead()).toEqual([]);
    shown();
    await started;
    expect(fetchedAhead()).toEqual(['script /98.2.js', 'script https://cdn.example/checkout/remoteEntry.js']);
    expect(entryScripts().filter(Boolean)).toEqual(['/main.1.js']);
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
