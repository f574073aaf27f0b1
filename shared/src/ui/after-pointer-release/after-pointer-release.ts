/**
 * A message that appears as a field is left (its value checked on blur) pushes what is below it down.
 * When the field was left by pressing a pointer on something else, the press lands on one spot and
 * the release on another, and the click is lost: the box the visitor pressed stays unticked, the
 * button unpressed. {@link afterPointerRelease} waits for the release before the message appears.
 */

/** Whether a pointer is pressed now (followed from the window, before any element sees the events). */
let pressed = false;
let waiting: Array<() => void> = [];

function released(): void {
  pressed = false;
  const run = waiting;
  waiting = [];
  // After the click that the release makes, which the browser dispatches in the same task.
  if (run.length > 0) setTimeout(() => run.forEach((callback) => callback()), 0);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressed = true), { capture: true, passive: true });
  window.addEventListener('pointerup', released, { capture: true, passive: true });
  window.addEventListener('pointercancel', released, { capture: true, passive: true });
}

/** Runs `callback` now, or, while a pointer is pressed, once it is released and its click has landed. */
export function afterPointerRelease(callback: () => void): void {
  if (pressed) waiting.push(callback);
  else callback();
}
