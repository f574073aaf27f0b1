import { useMemo } from 'react';
import { useNow } from '../common/use-now';
import type { LabInstance } from './instances.api';

/** Minutes of warning before a running lab ends. */
export const WARNING_SECONDS = 5 * 60;

/**
 * Seconds a running instance has left, counted down every second. Counted from the server's
 * `seconds_remaining` at the moment the answer arrived, so a wrong clock on this device does not matter.
 */
export function useTimeLeft(instance: LabInstance | undefined): number | null {
  const deadline = useMemo(() => {
    if (!instance || instance.status !== 'running') return null;
    if (instance.seconds_remaining !== null) return Date.now() + instance.seconds_remaining * 1000;
    return instance.expires_at ? Date.parse(instance.expires_at) : null;
  }, [instance]);
  const tick = useNow(1000, deadline !== null);
  if (deadline === null) return null;
  // The tick only re-renders; a render caused by a new answer must not count from an older tick.
  const now = Math.max(tick, Date.now());
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
