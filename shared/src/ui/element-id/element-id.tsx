// The one place React's useId is read: everywhere else it is this module's (docs/rules/boundaries.md#lint).
// eslint-disable-next-line no-restricted-imports
import { createContext, useContext, useId } from 'react';

/**
 * What the ids of one root of the page start with. A page the server drew is hydrated in a root of
 * its own inside the shell's (shell/src/remotes/server-page.tsx), and an embedded widget in a root
 * inside someone else's page: each root numbers its ids from the start, so each gives its own prefix
 * here or two fields would share an id (and a label would name the wrong one).
 */
export const ElementIdPrefix = createContext('');

/** An id unique on the page and the same on the server and in the browser: for `htmlFor`, `aria-labelledby`, `aria-describedby`. */
export function useElementId(): string {
  return useContext(ElementIdPrefix) + useId();
}
