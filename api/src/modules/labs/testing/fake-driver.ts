import { LAB_ENVIRONMENTS } from '@ilm/contract';
import type { EnvironmentSpec, ExecOptions, ExecResult, LabDriver, TerminalProcess, TerminalSize } from '../driver/lab-driver';
import { ProvisionError } from '../driver/lab-driver';
import { startTerminal } from '../sandbox/terminal-process';

export interface FakeDriverOptions {
  /** How long a build takes. */
  buildMs?: number;
  /** Whether builds fail (the tokens are refunded). */
  failBuilds?: boolean;
  /** What a check answers; by default it passes. */
  exec?: (instanceId: string, script: string, options: ExecOptions) => ExecResult | Promise<ExecResult>;
  environments?: readonly string[];
}

/**
 * A lab driver for the lifecycle's tests (tokens, limits, expiry, restarts), where a real sandbox
 * adds time and nothing to check. It serves every environment unless told otherwise. The sandbox
 * driver has its own tests (api/src/modules/labs/sandbox/sandbox-driver.test.ts), and the labs run for real
 * in api/src/modules/labs/content/labs-run.test.ts.
 */
export class FakeDriver implements LabDriver {
  readonly name = 'fake';
  readonly environments: readonly string[];
  readonly built = new Set<string>();
  readonly destroyed: string[] = [];
  readonly provisioned: EnvironmentSpec[] = [];

  constructor(private readonly options: FakeDriverOptions = {}) {
    this.environments = options.environments ?? LAB_ENVIRONMENTS;
  }

  async ready(): Promise<void> {}

  async provision(spec: EnvironmentSpec): Promise<void> {
    this.provisioned.push(spec);
    if (this.options.buildMs) await new Promise((resolve) => setTimeout(resolve, this.options.buildMs));
    if (this.options.failBuilds) throw new ProvisionError('no capacity in the fake', 'capacity');
    this.built.add(spec.instanceId);
  }

  async exec(instanceId: string, script: string, options: ExecOptions): Promise<ExecResult> {
    if (!this.built.has(instanceId)) throw new ProvisionError(`no environment for ${instanceId}`, 'driver');
    return this.options.exec ? this.options.exec(instanceId, script, options) : { exitCode: 0, output: '', timedOut: false };
  }

  async check(instanceId: string, script: string, options: ExecOptions): Promise<ExecResult> {
    return this.exec(instanceId, script, options);
  }

  /** A pty running `cat` on this machine: it echoes what is typed, which is all a terminal test needs. */
  async attach(instanceId: string, size: TerminalSize): Promise<TerminalProcess> {
    if (!this.built.has(instanceId)) throw new ProvisionError(`no environment for ${instanceId}`, 'driver');
    const terminal = startTerminal(['/bin/cat'], size);
    this.terminals.push(terminal);
    return terminal;
  }

  readonly terminals: TerminalProcess[] = [];

  async reset(spec: EnvironmentSpec): Promise<void> {
    await this.destroy(spec.instanceId);
    await this.provision(spec);
  }

  async destroy(instanceId: string): Promise<void> {
    this.built.delete(instanceId);
    this.destroyed.push(instanceId);
  }

  async list(): Promise<string[]> {
    return [...this.built];
  }

  async alive(instanceId: string): Promise<boolean> {
    return this.built.has(instanceId);
  }
}
