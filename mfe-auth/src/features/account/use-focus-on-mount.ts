import { useEffect, useRef } from 'react';

/**
 * A ref for an element (with tabIndex -1) that takes the focus when it appears: when a form is
 * replaced by its outcome, keyboard and screen-reader users land on the outcome, not on nothing.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
