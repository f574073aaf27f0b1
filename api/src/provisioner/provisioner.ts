import type { InstanceCredentials } from '../db/schema';

/** What a provisioner is asked to build. */
export interface ProvisionRequest {
  instanceId: string;
  userId: string;
  lab: { slug: string; cloud: string; title: string };
}

/** Where the environment goes and when it should be ready (kept in the database, so a restart resumes). */
export interface ProvisionPlan {
  region: string;
  readyAt: Date;
}

export type ProvisionOutcome =
  | { ok: true; credentials: InstanceCredentials; consoleUrl: string }
  | { ok: false; reason: string };

/** The instance fields a provisioner needs after `begin`. */
export interface ProvisionedInstance {
  id: string;
  labSlug: string;
  region: string;
}

/**
 * Builds and removes lab environments. The embedded default is the local driver; a cluster driver
 * (Kubernetes namespaces, cloud sandbox accounts) implements the same three calls.
 */
export interface Provisioner {
  readonly name: string;
  /** Starts building; answers at once with the region and the expected ready time. */
  begin(request: ProvisionRequest): Promise<ProvisionPlan>;
  /** Called once the ready time has passed: the access details, or why it failed. */
  finish(instance: ProvisionedInstance): Promise<ProvisionOutcome>;
  /** Tears the environment down (stop or expiry). */
  release(instance: ProvisionedInstance): Promise<void>;
}
