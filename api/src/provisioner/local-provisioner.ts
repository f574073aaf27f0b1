import { randomBytes, randomInt } from 'node:crypto';
import type { ProvisionedInstance, ProvisionOutcome, ProvisionPlan, ProvisionRequest, Provisioner } from './provisioner';

export interface LocalProvisionerOptions {
  /** Seconds until an environment is ready (real cloud sandboxes take 20–90 s). */
  provisionSeconds: number;
  /** Probability that a provisioning fails, as capacity errors do on real clouds. */
  failureRate: number;
  /** Random source in [0, 1); injectable so tests can decide. */
  random?: () => number;
}

const REGIONS: Record<string, string> = {
  aws: 'us-east-1',
  azure: 'westeurope',
  gcp: 'europe-west1',
  kubernetes: 'ilm-local-cluster',
  security: 'us-east-1',
  ai: 'us-west-2',
};

function consoleUrl(cloud: string, accountId: string, instanceId: string): string {
  switch (cloud) {
    case 'azure':
      return `https://portal.azure.com/#@ilm-labs.onmicrosoft.com/resource/subscriptions/${accountId}`;
    case 'gcp':
      return `https://console.cloud.google.com/home/dashboard?project=ilm-lab-${accountId}`;
    case 'kubernetes':
      return `https://k8s.ilm.local/lab/${instanceId}`;
    default:
      return `https://${accountId}.signin.aws.amazon.com/console`;
  }
}

/**
 * The local driver: no cloud account behind it. It keeps the real lifecycle (a provisioning delay,
 * generated credentials and console link, occasional failures) so the whole flow runs on one machine.
 */
export class LocalProvisioner implements Provisioner {
  readonly name = 'local';
  private readonly random: () => number;
  private readonly clouds = new Map<string, string>();

  constructor(private readonly options: LocalProvisionerOptions) {
    this.random = options.random ?? Math.random;
  }

  async begin(request: ProvisionRequest): Promise<ProvisionPlan> {
    this.clouds.set(request.lab.slug, request.lab.cloud);
    return {
      region: REGIONS[request.lab.cloud] ?? 'us-east-1',
      readyAt: new Date(Date.now() + this.options.provisionSeconds * 1000),
    };
  }

  async finish(instance: ProvisionedInstance): Promise<ProvisionOutcome> {
    if (this.random() < this.options.failureRate) {
      return { ok: false, reason: `No capacity for this lab in ${instance.region} right now. Your tokens were refunded; please try again.` };
    }
    const accountId = String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100, 999));
    const cloud = this.clouds.get(instance.labSlug) ?? cloudOfRegion(instance.region);
    return {
      ok: true,
      credentials: {
        username: `lab-user-${instance.id.slice(0, 8)}`,
        password: `${randomBytes(12).toString('base64url')}!9a`,
        account_id: accountId,
      },
      consoleUrl: consoleUrl(cloud, accountId, instance.id),
    };
  }

  async release(): Promise<void> {
    // Nothing to tear down locally.
  }
}

function cloudOfRegion(region: string): string {
  return Object.entries(REGIONS).find(([, value]) => value === region)?.[0] ?? 'aws';
}
