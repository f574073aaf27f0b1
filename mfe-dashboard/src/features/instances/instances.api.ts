import {
  ACTIVE_INSTANCE_STATUSES,
  PENDING_INSTANCE_STATUSES,
  type InstanceListFilter,
  type InstanceListQuery,
  type InstanceStatus,
  type LabInstance,
  type LabInstanceList,
  type LaunchBody,
  type StepCheckResult,
  type StepProgress,
} from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A lab instance as `labs/instances/` answers it, its status and its steps' progress, as the contract types them. */
export type { InstanceStatus, LabInstance, StepProgress };

export const isActive = (instance: Pick<LabInstance, 'status'>) => (ACTIVE_INSTANCE_STATUSES as readonly InstanceStatus[]).includes(instance.status);
export const isPending = (instance: Pick<LabInstance, 'status'>) => (PENDING_INSTANCE_STATUSES as readonly InstanceStatus[]).includes(instance.status);

export const fetchInstances = (status: InstanceListFilter = 'all') =>
  api<LabInstanceList>('labs/instances/', { query: { status } satisfies InstanceListQuery });
export const fetchInstance = (id: string) => api<LabInstance>(`labs/instances/${encodeURIComponent(id)}/`);
export const launchInstance = (labSlug: string) => api<LabInstance>('labs/instances/', { method: 'POST', body: { lab_slug: labSlug } satisfies LaunchBody });
export const extendInstance = (id: string) => api<LabInstance>(`labs/instances/${encodeURIComponent(id)}/extend/`, { method: 'POST' });
export const stopInstance = (id: string) => api<LabInstance>(`labs/instances/${encodeURIComponent(id)}/stop/`, { method: 'POST' });
export const resetInstance = (id: string) => api<LabInstance>(`labs/instances/${encodeURIComponent(id)}/reset/`, { method: 'POST' });
export const checkStep = (id: string, index: number) =>
  api<StepCheckResult>(`labs/instances/${encodeURIComponent(id)}/steps/${index}/check/`, { method: 'POST' });
