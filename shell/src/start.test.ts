import { FIRST_LOAD_ELEMENT_ID, SERVER_LAYOUT_ATTRIBUTE } from '@ilm/contract';
import { PRELOADS_PER_TASK, startEntry } from './start';

let shown: () => void = () => undefined;
/** The tasks the start waits for, in order: each resolves when the test lets the browser's next task come. */
const tasks: (() => void)[] = [];
jest.mock('./app/yield', () => ({
  afterFirstContentfulPaint: () => new Promise<void>((resolve) => (shown = resolve)),
  yieldToBrowser: () => new Promise<void>((resolve) => tasks.push(resolve)),
}));

/** Lets the start's next task run, and what it does. */
async function nextTask() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  tasks.shift()?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The document's start.js element, naming `entry`. */
function startScript(entry?: string): HTMLScriptElement {
  const script = document.createElement('script');
  if (entry) script.dataset.entry = entry;
  return script;
}

const entryScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const fetchedAhead = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}${link.hasAttribute('crossorigin') ? ' (cors)' : ''}`,
  );
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

  it('a page the server drew has its entry started only once its first contentful paint is shown', async () => {
    document.body.innerHTML = `<div id="root" ${SERVER_LAYOUT_ATTRIBUTE}=""><main>Drawn</main></div>`;
    const started = startEntry(startScript('/main.1.js'));
    await Promise.resolve();
    expect(entryScripts()).toEqual([]);
    shown();
    await started;
    expect(entryScripts()).toEqual(['/main.1.js']);
  });

  it("fetches the scripts the server named (the remote's container among them) only once the page is shown, with the entry", async () => {
    document.head.innerHTML = firstLoad('{"scripts":["/98.2.js","https://cdn.example/checkout/remoteEntry.js"]}');
    document.body.innerHTML = `<div id="root" ${SERVER_LAYOUT_ATTRIBUTE}=""><main>Drawn</main></div>`;
    const started = startEntry(startScript('/main.1.js'));
    await Promise.resolve();
    expect(fetchedAhead()).toEqual([]);
    shown();
    await started;
    expect(fetchedAhead()).toEqual(['script /98.2.js', 'script https://cdn.example/checkout/remoteEntry.js']);
    expect(tasks).toEqual([]);
    expect(entryScripts().filter(Boolean)).toEqual(['/main.1.js']);
  });

  it(`starts the entry with the first preloads, then ${PRELOADS_PER_TASK} preloads a task, in the server's order (a long list is no long task)`, async () => {
    const scripts = Array.from({ length: 9 }, (_, index) => `/${index}.js`);
    document.head.innerHTML = firstLoad(JSON.stringify({ scripts }));
    document.body.innerHTML = `<div id="root" ${SERVER_LAYOUT_ATTRIBUTE}=""><main>Drawn</main></div>`;
    const started = startEntry(startScript('/main.1.js'));
    shown();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(entryScripts().filter(Boolean)).toEqual(['/main.1.js']);
    expect(fetchedAhead()).toEqual(scripts.slice(0, PRELOADS_PER_TASK - 1).map((src) => `script ${src}`));
    await nextTask();
    expect(fetchedAhead()).toEqual(scripts.slice(0, 2 * PRELOADS_PER_TASK - 1).map((src) => `script ${src}`));
    await nextTask();
    await started;
    expect(fetchedAhead()).toEqual(scripts.map((src) => `script ${src}`));
    expect(tasks).toEqual([]);
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
