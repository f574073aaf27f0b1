import { afterFirstContentfulPaint } from './yield';

/** A browser with paint timing whose first contentful paint is reported when `paint()` is called. */
function browserWithPaintTiming() {
  const entries: { name: string }[] = [];
  let report: (() => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: () => void) {
      report = callback;
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: (name: string) => entries.filter((entry) => entry.name === name) });
  return {
    paint: () => {
      entries.push({ name: 'first-contentful-paint' });
      report?.();
    },
  };
}

describe('the start after the server page is shown (docs/decisions/0007-first-visit-performance.md)', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    Object.assign(globalThis, { PerformanceObserver: original });
    jest.useRealTimers();
  });

  it('waits for the first contentful paint, however late the frame is shown', async () => {
    const browser = browserWithPaintTiming();
    const started = jest.fn();
    void afterFirstContentfulPaint().then(started);
    await jest.advanceTimersByTimeAsync(2900);
    expect(started).not.toHaveBeenCalled();
    browser.paint();
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toHaveBeenCalled();
  });

  it('goes on after the time allowed when no paint is reported', async () => {
    browserWithPaintTiming();
    const started = jest.fn();
    void afterFirstContentfulPaint(1000).then(started);
    await jest.advanceTimersByTimeAsync(999);
    expect(started).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2);
    expect(started).toHaveBeenCalled();
  });

  it('goes on when the tab is hidden before the paint is shown (a hidden tab paints nothing)', async () => {
    browserWithPaintTiming();
    const started = jest.fn();
    void afterFirstContentfulPaint().then(started);
    await jest.advanceTimersByTimeAsync(100);
    expect(started).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toHaveBeenCalled();
  });

  it('goes on at once where the paint was already shown, or where paint timing is missing', async () => {
    const browser = browserWithPaintTiming();
    browser.paint();
    const afterPaint = jest.fn();
    void afterFirstContentfulPaint().then(afterPaint);
    await jest.advanceTimersByTimeAsync(0);
    expect(afterPaint).toHaveBeenCalled();

    Object.assign(globalThis, { PerformanceObserver: undefined });
    const withoutTiming = jest.fn();
    void afterFirstContentfulPaint().then(withoutTiming);
    await jest.advanceTimersByTimeAsync(0);
    expect(withoutTiming).toHaveBeenCalled();
  });
});
