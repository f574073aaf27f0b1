import { FIRST_FRAME_CLASS, FIRST_FRAME_SCRIPT } from './first-frame';

const hidden = () => document.documentElement.classList.contains(FIRST_FRAME_CLASS);

describe("a server-drawn page's body waits for the browser's first frame (ADR 0007, lever 25)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.documentElement.className = '';
  });
  afterEach(() => jest.useRealTimers());

  it('is hidden from the head on, and shown by the first frame, which lays it out and paints it', () => {
    new Function(FIRST_FRAME_SCRIPT)();
    expect(hidden()).toBe(true);
    // A load event or any other task before that frame finds nothing displayed to lay out.
    jest.advanceTimersByTime(1);
    expect(hidden()).toBe(true);
    jest.advanceTimersToNextFrame();
    expect(hidden()).toBe(false);
  });
});
