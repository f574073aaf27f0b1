import { useLocation, useNavigate, type Location, type NavigateFunction } from '@ilm/shared/router';

/** What tests read of the router the shell renders in them: where it is, and a way to move it. */
export interface TestRouter {
  /** Moves the router, as a link or `useNavigate` does (a number moves through the history: -1 is Back). */
  navigate: (to: string | number) => Promise<void>;
  /** Where the router is now. */
  readonly state: { location: Location };
}

/**
 * A handle on a test's router, and the component that fills it (rendered inside the router): the
 * declarative router has no object of its own to hold, so tests hold this one.
 */
export function testRouter(): { router: TestRouter; RouterProbe: () => null } {
  let navigate: NavigateFunction | null = null;
  let location: Location | null = null;
  const router: TestRouter = {
    async navigate(to) {
      if (!navigate) throw new Error('The router is not rendered yet');
      await (typeof to === 'number' ? navigate(to) : navigate(to));
    },
    get state() {
      if (!location) throw new Error('The router is not rendered yet');
      return { location };
    },
  };
  function RouterProbe() {
    navigate = useNavigate();
    location = useLocation();
    return null;
  }
  return { router, RouterProbe };
}
