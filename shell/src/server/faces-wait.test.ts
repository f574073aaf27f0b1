import { FACES_WAIT_CLASS, FACES_WAIT_MS, FACES_WAIT_SCRIPT } from './faces-wait';

/** A face whose load the test settles. */
function face() {
  let settle!: { resolve: () => void; reject: () => void };
  const loaded = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { load: jest.fn(() => loaded), ...settle };
}

/** Runs the head's script with `faces` as the document's declared faces. */
function runWith(faces: { load: () => Promise<void> }[] | undefined) {
  Object.defineProperty(document, 'fonts', { value: faces, configurable: true });
  new Function(FACES_WAIT_SCRIPT)();
}

const waiting = () => document.documentElement.classList.contains(FACES_WAIT_CLASS);
const settled = () => new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

describe("the body waits for the head's faces (ADR 0007, lever 18)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.documentElement.className = '';
  });
  afterEach(() => jest.useRealTimers());

  it('is shown at the frame after every declared face has loaded, and not before', async () => {
    const regular = face();
    const bold = face();
    runWith([regular, bold]);
    expect(waiting()).toBe(true);
    expect([regular.load, bold.load].map((load) => load.mock.calls.length)).toEqual([1, 1]);
    regular.resolve();
    await settled();
    expect(waiting()).toBe(true);
    bold.resolve();
    await settled();
    // Shown by the next frame's callback: that frame lays it out and paints it (./first-frame.ts).
    expect(waiting()).toBe(true);
    jest.advanceTimersToNextFrame();
    expect(waiting()).toBe(false);
  });

  it(`is shown at the frame after ${FACES_WAIT_MS} ms when a face has not loaded by then, as font-display: optional shows the system's font`, () => {
    runWith([face()]);
    jest.advanceTimersByTime(FACES_WAIT_MS - 1);
    expect(waiting()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(waiting()).toBe(true);
    jest.advanceTimersToNextFrame();
    expect(waiting()).toBe(false);
  });

  it('is shown at the next frame when a face fails to load', async () => {
    const missing = face();
    runWith([missing]);
    missing.reject();
    await settled();
    jest.advanceTimersToNextFrame();
    expect(waiting()).toBe(false);
  });

  it('is never hidden when the document declares no face, or the browser has no font loading API', () => {
    runWith([]);
    expect(waiting()).toBe(false);
    runWith(undefined);
    expect(waiting()).toBe(false);
  });
});
