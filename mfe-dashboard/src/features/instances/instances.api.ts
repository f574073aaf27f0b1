import { api } from '@ilm/shared/api';
import type { ListOf } from '../labs/labs.api';

/** Where a lab instance stands in its lifecycle. */
export type InstanceStatus = 'requested' | 'provisioning' | 'running' | 'stopped' | 'expired' | 'failed';

/** Access details of a running instance. */
export interface InstanceCredentials {
  username: string;
  password: string;
  account_id: string;
}

/** A lab instance as `labs/instances/` answers it. */
export interface LabInstance {
  id: string;
  lab: { slug: string; title: string };
  status: InstanceStatus;
  provisioner: string;
  region: string;
  tokens_spent: number;
  duration_minutes: number;
  extensions: number;
  max_extensions: number;
  extend_token_cost: number;
  credentials: InstanceCredentials | null;
  console_url: string | null;
  failure_reason: string | null;
  ready_at: string | null;
  started_at: string | null;
  expires_at: string | null;
  ended_at: string | null;
  seconds_remaining: number | null;
  created_at: string;
}

export const ACTIVE_STATUSES: readonly InstanceStatus[] = ['requested', 'provisioning', 'running'];
export const isActive = (instance: Pick<LabInstance, 'status'>) => ACTIVE_STATUSES.includes(instance.status);
export const isPending = (instance: Pick<LabInstance, 'status'>) => instance.status === 'requested' || instance.status === 'provisioning';

export const fetchInstances = (status: 'active' | 'ended' | 'all' = 'all') =>
  api<ListOf<LabInstance>>('labs/instances/', { query: { status } });
export const fetchInstance = (id: string) => api<LabInstance>(`labs/instances/${encodeURIComponent(id)}/`);
export const launchInstance = (labSlug: string) => api<LabInstance>('labs/instances/', { method: 'POST', body: { lab_slug: labSlug } });
export const extendInstance = (id: string) => api<LabInstance>(`labs/instances/${encodeURIComponent(id)}/extend/`, { method: 'POST' });
export const stopInstance = (id: string) => api<LabInstance>(`labs/instances/${encodeURIComponent(id)}/stop/`, { method: 'POST' });
