import type { EnvironmentSpec, ExecOptions, LabDriver, TerminalSize } from './lab-driver';
import { ProvisionError } from './lab-driver';

/**
 * A driver that offers its environments only once `ready()` has succeeded: on a machine without
 * bubblewrap (or cgroups) the site still runs, sandbox labs say they cannot be launched, and the
 * log says what to install. `problem` holds that message.
 */
export class AvailableDriver implements LabDriver {
  private available = false;
  problem: string | undefined = 'the lab driver has not been checked yet';

  constructor(private readonly inner: LabDriver) {}

  get name(): string {
    return this.inner.name;
  }

  get environments(): readonly string[] {
    return this.available ? this.inner.environments : [];
  }

  async ready(): Promise<void> {
    try {
      await this.inner.ready();
      this.available = true;
      this.problem = undefined;
    } catch (error) {
      this.available = false;
      this.problem = error instanceof Error ? error.message : String(error);
      throw error;
    }
  }

  private need(): void {
    if (!this.available) throw new ProvisionError(this.problem ?? 'the lab driver is not available', 'driver');
  }

  async provision(spec: EnvironmentSpec): Promise<void> {
    this.need();
    return this.inner.provision(spec);
  }

  async exec(instanceId: string, script: string, options: ExecOptions) {
    this.need();
    return this.inner.exec(instanceId, script, options);
  }

  async check(instanceId: string, script: string, options: ExecOptions) {
    this.need();
    return this.inner.check(instanceId, script, options);
  }

  async attach(instanceId: string, size: TerminalSize) {
    this.need();
    return this.inner.attach(instanceId, size);
  }

  async reset(spec: EnvironmentSpec): Promise<void> {
    this.need();
    return this.inner.reset(spec);
  }

  async destroy(instanceId: string): Promise<void> {
    if (!this.available) return;
    return this.inner.destroy(instanceId);
  }

  async list(): Promise<string[]> {
    return this.available ? this.inner.list() : [];
  }

  async alive(instanceId: string): Promise<boolean> {
    return this.available ? this.inner.alive(instanceId) : false;
  }
}
