import { createContext, Suspense, useContext, useLayoutEffect, useRef, type ReactElement } from 'react';

/**
 * Parts of a page hydrated each in a task of its own (docs/decisions/0007-first-visit-performance.md):
 * Preact hydrates a root in one task, and a long task keeps the phone from answering a tap. A part
 * wrapped in {@link HydrateInTurn} is left as the server drew it while its root hydrates, then
 * hydrated in the next task: the same DOM, nothing drawn twice.
 */

/** Whether a root is being hydrated by {@link hydrateInTurns} now. */
let hydrating = false;
/** Parts still waiting for their turn. */
let waiting = 0;
let whenAllHydrated: Array<() => void> = [];

function partHydrated(): void {
  waiting -= 1;
  if (waiting > 0) return;
  const callbacks = whenAllHydrated;
  whenAllHydrated = [];
  for (const callback of callbacks) callback();
}

/** Runs `hydrate` (a `hydrateRoot` call) so that the parts it meets wait for their turn; returns what it returns. */
export function hydrateInTurns<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

/** Resolves once every part waiting for its turn is hydrated (at once when none waits): its controls can then be used. */
export function partsHydrated(): Promise<void> {
  return waiting === 0 ? Promise.resolve() : new Promise((resolve) => whenAllHydrated.push(resolve));
}

type Turn = 'now' | 'resumed' | 'done' | Promise<void>;

/** Whether the part around is being hydrated in its turn now: a part inside it then waits for a turn of its own. */
const InTurn = createContext<{ hydrating: boolean }>({ hydrating: false });

/**
 * Whether the component that calls it is being hydrated now, by {@link hydrateInTurns} or in the turn
 * of the part around it: the server's drawing of it is then in the document, where it will stay.
 */
export function useHydrating(): boolean {
  const around = useContext(InTurn);
  return hydrating || around.hydrating;
}

/** A part's turn, kept by {@link HydrateInTurn}: the component that suspends is drawn anew when it resumes, its own state gone. */
interface PartTurn {
  turn: Turn | undefined;
  /** What the parts inside read from {@link InTurn}. */
  inside: { hydrating: boolean };
}

function Wait({ part, children }: { part: PartTurn; children: ReactElement }) {
  useLayoutEffect(() => {
    if (part.turn !== 'resumed') return;
    part.turn = 'done';
    part.inside.hydrating = false;
    partHydrated();
  });
  // Suspending while hydrating keeps the server's DOM; Suspense hydrates it once the promise resolves.
  if (part.turn instanceof Promise) throw part.turn;
  // The provider is drawn on the server too: the same tree, so the same ids (useElementId).
  return <InTurn.Provider value={part.inside}>{children}</InTurn.Provider>;
}

/**
 * Hydrates `children` in a task after the one that hydrates their root (a part inside a part: after
 * the one that hydrates the part around it); anywhere else (a render in the browser, the server)
 * they are drawn at once. `children` must draw exactly one element, the same on the server and in
 * the browser: that element is what is kept meanwhile.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  const hydratingNow = useHydrating();
  const part = useRef<PartTurn>({ turn: undefined, inside: { hydrating: false } }).current;
  if (part.turn === undefined) {
    if (!hydratingNow) {
      part.turn = 'now';
    } else {
      waiting += 1;
      // A task of its own (a timer), not a microtask: the browser answers input and paints in between.
      part.turn = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
        part.turn = 'resumed';
        part.inside.hydrating = true;
      });
    }
  }
  return (
    <Suspense fallback={null}>
      <Wait part={part}>{children}</Wait>
    </Suspense>
  );
}
