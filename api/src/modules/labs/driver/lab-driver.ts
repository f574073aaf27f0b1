/**
 * Where hands-on labs run (docs/decisions/0004-lab-drivers.md). The API's lifecycle (tokens,
 * countdown, expiry, refunds) is the same for every driver; a driver only builds, enters and removes
 * environments. The local sandbox driver is the default; a Kubernetes driver (a namespace and pod
 * per instance) and a cloud-account driver implement the same calls.
 */
export interface LabDriver {
  /** Kept on the instance (`provisioner` column): which driver built it. */
  readonly name: string;
  /** The lab environments this driver can build (`sandbox`; later `kubernetes`, `aws`, …). */
  readonly environments: readonly string[];

  /** Checks that the driver can work on this machine; throws a message that says what to install. */
  ready(): Promise<void>;
  /** Builds the environment of an instance and runs the lab's setup scripts in it. Throws {@link ProvisionError}. */
  provision(spec: EnvironmentSpec): Promise<void>;
  /** Runs a script inside the environment as the learner (a lab's setup, what a learner would type), with a time limit. */
  exec(instanceId: string, script: string, options: ExecOptions): Promise<ExecResult>;
  /**
   * Runs a step's check inside the environment as the checker: a user the learner's processes cannot
   * signal, trace or read, in an environment the learner cannot influence, which reads the learner's
   * files as data (docs/rules/lab-sandbox.md#checks).
   */
  check(instanceId: string, script: string, options: ExecOptions): Promise<ExecResult>;
  /** Starts an interactive shell inside the environment, for the browser terminal. */
  attach(instanceId: string, size: TerminalSize): Promise<TerminalProcess>;
  /** Puts the environment back to its start: a new one, set up again. */
  reset(spec: EnvironmentSpec): Promise<void>;
  /** Removes the environment and everything in it. Removing one that is gone is not an error. */
  destroy(instanceId: string): Promise<void>;
  /** The instances this driver has environments for now (to reconcile with the database on start). */
  list(): Promise<string[]>;
  /** Whether the environment of an instance is alive. */
  alive(instanceId: string): Promise<boolean>;
}

/** What to build for an instance. */
export interface EnvironmentSpec {
  instanceId: string;
  /** Bash scripts run as the learner, in order, once the environment exists (lab setup, then each step's). */
  setup: string[];
  /** The learner's language, for messages scripts print (`LAB_LANG`). */
  language: string;
}

export interface ExecOptions {
  timeoutMs: number;
  /** Extra environment variables (`LAB_LANG`). */
  env?: Record<string, string>;
}

export interface ExecResult {
  exitCode: number;
  /** stdout and stderr, interleaved, cut at a size limit. */
  output: string;
  timedOut: boolean;
}

export interface TerminalSize {
  cols: number;
  rows: number;
}

/** An interactive shell in an environment (a pty). */
export interface TerminalProcess {
  onData(listener: (data: string) => void): void;
  onExit(listener: (code: number) => void): void;
  write(data: string): void;
  resize(size: TerminalSize): void;
  kill(): void;
}

/** A provisioning that failed: the reason is for the log; the learner is told and refunded. */
export class ProvisionError extends Error {
  constructor(
    message: string,
    /** `capacity`: no room now (retry later); `setup`: a setup script failed; `driver`: the machine cannot run sandboxes. */
    readonly kind: 'capacity' | 'setup' | 'driver',
  ) {
    super(message);
    this.name = 'ProvisionError';
  }
}
