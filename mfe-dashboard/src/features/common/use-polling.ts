import { useEffect, useRef } from 'react';
import { $auth, setPollingInterval } from '@ilm/shared/stores';

/**
 * Calls `tick` every `ms` while `enabled`. The timer is the one `$auth.intervalId` names, so
 * logout stops it; leaving the page (or turning `enabled` off) stops it too.
 */
export function usePolling(tick: () => void, ms: number, enabled: boolean): void {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => tickRef.current(), ms);
    setPollingInterval(id);
    return () => {
      clearInterval(id);
      if ($auth.get().intervalId === id) setPollingInterval(null);
    };
  }, [ms, enabled]);
}
