import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  const original = window.requestIdleCallback;
  afterEach(() => {
    window.requestIdleCallback = original;
    jest.useRealTimers();
  });

  it('hands the work to requestIdleCallback with the latest time it may wait, and cancels it there', () => {
    const idle = jest.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = jest.fn();
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: cancel });
    const work = jest.fn();
    const stop = whenIdle(work, 3000);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    idle.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari) the work runs after a short timer, which cancelling stops', () => {
    jest.useFakeTimers();
    Object.assign(window, { requestIdleCallback: undefined });
    const work = jest.fn();
    whenIdle(work, 5000);
    jest.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled, 5000)();
    jest.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
