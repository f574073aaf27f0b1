import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useQueries, type AnyUseQueryOptions } from '@tanstack/react-query';
import { $auth, newPollingId, setPollingInterval } from '@ilm/shared/stores';

/**
 * Refetches `queries` every `interval` ms (react-query's `refetchInterval`) while `interval` is a
 * number, and stops when it is false.
 *
 * docs/rules/session.md#logout: the page's polling is the one `$auth.intervalId` names, and logout resets
 * intervalId to stop it. So while polling is wanted the hook registers itself there (a polling id
 * of its own, see `newPollingId`), removes itself when polling is no longer wanted or the page
 * goes, and polls only while `$auth.intervalId` still names it: a logout stops it at once, and so
 * does another page's polling taking over. Returns true while it polls.
 *
 * The page reads the data through its own `useQuery` with the same options; the observers here
 * only keep the timers (they never re-render the page and never fetch on mount).
 */
export function usePolling(queries: readonly AnyUseQueryOptions[], interval: number | false): boolean {
  const [pollingId] = useState(newPollingId);
  const { intervalId } = useStore($auth);
  const wanted = interval !== false;
  useEffect(() => {
    if (!wanted) return;
    setPollingInterval(pollingId);
    return () => {
      if ($auth.get().intervalId === pollingId) setPollingInterval(null);
    };
  }, [wanted, pollingId]);
  const polling = wanted && intervalId === pollingId;
  useQueries({
    queries: queries.map((options) => ({
      ...options,
      refetchInterval: polling ? interval : false,
      refetchOnMount: false,
      notifyOnChangeProps: [],
    })),
  });
  return polling;
}
