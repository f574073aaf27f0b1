import { afterPointerRelease } from './after-pointer-release';

function pointer(type: 'pointerdown' | 'pointerup' | 'pointercancel') {
  // jsdom has no PointerEvent: the listeners read the type alone.
  window.dispatchEvent(new Event(type));
}

describe('afterPointerRelease', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    pointer('pointerup');
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('runs at once when no pointer is pressed (the field was left with the keyboard)', () => {
    const reveal = jest.fn();
    afterPointerRelease(reveal);
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('while a pointer is pressed, waits for its release and for the click that follows it', () => {
    const order: string[] = [];
    pointer('pointerdown');
    afterPointerRelease(() => order.push('message shown'));
    expect(order).toEqual([]);
    pointer('pointerup');
    order.push('click');
    jest.runOnlyPendingTimers();
    expect(order).toEqual(['click', 'message shown']);
  });

  it('a cancelled press (a scroll that took it) releases it too, once', () => {
    const reveal = jest.fn();
    pointer('pointerdown');
    afterPointerRelease(reveal);
    pointer('pointercancel');
    pointer('pointerup');
    jest.runOnlyPendingTimers();
    expect(reveal).toHaveBeenCalledTimes(1);
  });
});
