import { useEffect } from 'react';
import { usePolling, useQuery } from '@ilm/shared/query';
import { setLabName } from '@ilm/shared/stores';
import { isActive, isPending } from '../features/instances/instances.api';
import { instanceQuery } from '../features/instances/instances.queries';
import { useTimeLeft } from '../features/instances/use-time-left';
import { labQuery } from '../features/labs/labs.queries';
import { balanceQuery } from '../features/balance';

/** Polling while the environment is being built, and while it runs. */
export const POLL_PENDING_MS = 2000;
export const POLL_RUNNING_MS = 10000;

/**
 * The running lab's data: the instance (polled while it is active), its lab's steps, the token
 * balance (read again after a refund) and the seconds left (the instance is read again when they
 * run out). The lab's name is shown in the layout while the instance is active.
 */
export function useRunningInstance(id: string) {
  const instance = useQuery(instanceQuery(id));
  const balance = useQuery(balanceQuery());
  const data = instance.data;
  const lab = useQuery({ ...labQuery(data?.lab.slug ?? ''), enabled: data !== undefined });
  const active = data ? isActive(data) : false;
  const pending = data ? isPending(data) : false;
  const secondsLeft = useTimeLeft(data);

  usePolling([instanceQuery(id)], !active ? false : pending ? POLL_PENDING_MS : POLL_RUNNING_MS);

  const status = data?.status;
  useEffect(() => {
    if (!status) return;
    if (active) setLabName(data!.lab.title);
    else setLabName(null);
    // A refund (failed, or stopped before it ran) changes the balance.
    if (status === 'failed' || status === 'stopped') void balance.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  useEffect(() => {
    if (secondsLeft === 0) void instance.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft === 0]);

  return { instance, lab, balance, active, pending, secondsLeft };
}
