import { spawn } from 'node:child_process';
import { constants, existsSync, openSync, closeSync } from 'node:fs';
import { access, chmod, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EnvironmentSpec, ExecOptions, ExecResult, LabDriver, TerminalProcess, TerminalSize } from '../driver/lab-driver';
import { ProvisionError } from '../driver/lab-driver';
import { Cgroups, type SandboxLimits } from './cgroups';
import { SECCOMP_PROGRAM, SYSTEM_PYTHON, scriptInput, scriptUnderSeccomp, underSeccomp } from './seccomp';
import { startTerminal } from './terminal-process';

export interface SandboxOptions {
  /** Where each sandbox's state and generated /etc files are kept (never bound into a sandbox whole). */
  dataDir: string;
  /** First of the host user ids given to sandboxes (one each); the range above it must be unused. */
  uidBase: number;
  limits: SandboxLimits;
  /** Size of the learner's home and of /tmp, each. */
  diskBytes: number;
}

/** What a running sandbox leaves on disk, so a restarted API finds it again. */
interface SandboxState {
  uid: number;
  /** The sandbox's first process (pid 1 inside), as the host sees it: what `nsenter` enters. */
  pid: number;
}

const LEARNER = { name: 'learner', uid: 1000, home: '/home/learner' };
const OUTPUT_LIMIT = 64 * 1024;
const TOOLS = ['/usr/bin/bwrap', '/usr/bin/nsenter', '/usr/bin/setpriv', '/usr/bin/timeout', SYSTEM_PYTHON];
// Joins every cgroup.procs file given before `--`, then runs the rest: the process is limited from its first instruction.
const JOIN_CGROUPS = 'while [ "$1" != "--" ]; do echo $$ > "$1" || exit 97; shift; done; shift; exec "$@"';

/** Files of the host's /etc a Debian userland needs; nothing with secrets (no shadow, no machine keys). */
const ETC_FILES = ['ssl', 'alternatives', 'ld.so.cache', 'localtime', 'nsswitch.conf', 'inputrc', 'vim', 'nanorc', 'mime.types', 'gitconfig', 'bash.bashrc'];

/**
 * The local sandbox driver (docs/decisions/0004-lab-drivers.md): one bubblewrap sandbox per
 * instance. It sees the host's /usr read-only and a few /etc files; its home and /tmp are its own
 * size-limited tmpfs; it has its own user, process, network (loopback only), IPC, UTS and cgroup
 * namespaces, no capabilities, no_new_privs, a seccomp filter, an unprivileged host user id of its
 * own, and memory, process-count and CPU limits. The sandbox outlives an API restart (its files
 * with it); terminals and checks enter it with nsenter.
 */
export class LocalSandboxDriver implements LabDriver {
  readonly name = 'local-sandbox';
  readonly environments = ['sandbox'] as const;
  private cgroups: Cgroups | undefined;
  private bpfFile = '';
  private allocation: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SandboxOptions) {}

  async ready(): Promise<void> {
    const missing: string[] = [];
    for (const tool of TOOLS) {
      if (!(await access(tool, constants.X_OK).then(() => true, () => false))) missing.push(tool);
    }
    if (missing.length) {
      throw new Error(`the lab sandbox needs ${missing.join(', ')}: install the Debian packages of api/labs/debian-packages.txt`);
    }
    this.cgroups ??= Cgroups.detect();
    // Traversable, not listable: a sandbox's bwrap (running as its own uid) reads its generated /etc files here.
    await mkdir(this.options.dataDir, { recursive: true, mode: 0o711 });
    await chmod(this.options.dataDir, 0o711);
    await this.checkTraversable(path.dirname(this.options.dataDir));
    this.bpfFile = path.join(this.options.dataDir, 'seccomp.bpf');
    const exported = await run([SYSTEM_PYTHON, '-I', '-c', SECCOMP_PROGRAM, 'export', this.bpfFile]);
    if (exported.code !== 0) {
      throw new Error(`the lab sandbox needs Python's seccomp module (Debian package python3-seccomp, see api/labs/debian-packages.txt): ${exported.output.trim()}`);
    }
  }

  /**
   * Every folder above the data folder must let other users through (o+x): the sandbox's own uid
   * reads its /etc files below it. A private parent (mode 700, as `mktemp -d` makes) would fail
   * every launch; it is said at start instead, naming the folder.
   */
  private async checkTraversable(dir: string): Promise<void> {
    for (let current = dir; ; current = path.dirname(current)) {
      const { mode } = await stat(current);
      if ((mode & 0o001) === 0) {
        throw new Error(`the lab sandboxes' data folder ${this.options.dataDir} is below ${current}, which other users cannot enter (mode ${(mode & 0o777).toString(8)}): run chmod o+x ${current}, or set LAB_DATA_DIR elsewhere`);
      }
      if (current === path.dirname(current)) return;
    }
  }

  private get groups(): Cgroups {
    if (!this.cgroups) throw new ProvisionError('the sandbox driver was not started (ready())', 'driver');
    return this.cgroups;
  }

  private dir(instanceId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(instanceId)) throw new Error(`not an instance id: ${instanceId}`);
    return path.join(this.options.dataDir, instanceId);
  }

  private async state(instanceId: string): Promise<SandboxState> {
    const text = await readFile(path.join(this.dir(instanceId), 'state.json'), 'utf8').catch(() => undefined);
    if (!text) throw new ProvisionError(`instance ${instanceId} has no sandbox`, 'driver');
    return JSON.parse(text) as SandboxState;
  }

  /** The lowest free host uid above `uidBase` (one sandbox each, so none can signal another). */
  private allocateUid(instanceId: string): Promise<number> {
    const next = this.allocation.then(async () => {
      const taken = new Set<number>();
      for (const id of await this.list()) {
        const state = await this.state(id).catch(() => undefined);
        if (state) taken.add(state.uid);
      }
      let uid = this.options.uidBase + 1;
      while (taken.has(uid)) uid += 1;
      await mkdir(this.dir(instanceId), { recursive: true, mode: 0o711 });
      await writeFile(path.join(this.dir(instanceId), 'state.json'), JSON.stringify({ uid, pid: 0 }), { mode: 0o600 });
      return uid;
    });
    this.allocation = next.catch(() => undefined);
    return next;
  }

  async provision(spec: EnvironmentSpec): Promise<void> {
    try {
      await this.start(spec.instanceId);
      for (const script of spec.setup) {
        const result = await this.exec(spec.instanceId, script, { timeoutMs: 60_000, env: { LAB_LANG: spec.language } });
        if (result.exitCode !== 0) throw new ProvisionError(`a setup script failed (${result.exitCode}): ${result.output.slice(-500)}`, 'setup');
      }
    } catch (error) {
      await this.destroy(spec.instanceId);
      throw error instanceof ProvisionError ? error : new ProvisionError(String(error), 'driver');
    }
  }

  private async start(instanceId: string): Promise<void> {
    const uid = await this.allocateUid(instanceId);
    const dir = this.dir(instanceId);
    const etc = path.join(dir, 'etc');
    await mkdir(etc, { recursive: true, mode: 0o711 });
    await writeFile(path.join(etc, 'passwd'), `root:x:0:0:root:/root:/usr/sbin/nologin\n${LEARNER.name}:x:${LEARNER.uid}:${LEARNER.uid}:Learner:${LEARNER.home}:/bin/bash\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n`);
    await writeFile(path.join(etc, 'group'), `root:x:0:\n${LEARNER.name}:x:${LEARNER.uid}:\nnogroup:x:65534:\n`);
    await writeFile(path.join(etc, 'hosts'), '127.0.0.1\tlocalhost lab\n::1\tlocalhost ip6-localhost\n');
    await writeFile(path.join(etc, 'hostname'), 'lab\n');
    const procs = await this.groups.create(instanceId, this.options.limits);

    const etcBinds = ETC_FILES.filter((name) => existsSync(`/etc/${name}`)).flatMap((name) => ['--ro-bind', `/etc/${name}`, `/etc/${name}`]);
    const generated = ['passwd', 'group', 'hosts', 'hostname'].flatMap((name) => ['--ro-bind', path.join(etc, name), `/etc/${name}`]);
    const system = ['bin', 'sbin', 'lib', 'lib64'].flatMap((name) => ['--symlink', `usr/${name}`, `/${name}`]);
    const bwrap = [
      '/usr/bin/bwrap',
      '--unshare-all',
      '--unshare-user',
      '--disable-userns',
      '--uid', String(LEARNER.uid),
      '--gid', String(LEARNER.uid),
      '--hostname', 'lab',
      '--cap-drop', 'ALL',
      '--new-session',
      '--ro-bind', '/usr', '/usr',
      ...system,
      ...etcBinds,
      ...generated,
      '--proc', '/proc',
      '--dev', '/dev',
      '--size', String(this.options.diskBytes), '--tmpfs', '/tmp',
      '--size', String(this.options.diskBytes), '--tmpfs', LEARNER.home,
      '--remount-ro', '/',
      '--chdir', LEARNER.home,
      '--seccomp', '4',
      '--info-fd', '3',
      '--', '/usr/bin/sleep', 'infinity',
    ];
    const command = ['/bin/sh', '-c', JOIN_CGROUPS, 'sh', ...procs, '--', '/usr/bin/setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--no-new-privs', '--', ...bwrap];
    // bwrap writes its child's pid to the info file (a file, not a pipe: a closed pipe would kill it later).
    const infoFile = path.join(dir, 'info.json');
    const infoFd = openSync(infoFile, 'w');
    const seccompFd = openSync(this.bpfFile, 'r');
    let errors = '';
    try {
      const child = spawn(command[0]!, command.slice(1), { detached: true, stdio: ['ignore', 'ignore', 'pipe', infoFd, seccompFd], env: {} });
      child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.unref();
      const pid = await waitFor(async () => {
        if (child.exitCode !== null) throw new ProvisionError(`the sandbox exited at start (${child.exitCode}): ${errors.trim()}`, 'driver');
        const match = /"child-pid":\s*(\d+)/.exec(await readFile(infoFile, 'utf8'));
        return match ? Number(match[1]) : undefined;
      }, 15_000);
      await writeFile(path.join(dir, 'state.json'), JSON.stringify({ uid, pid } satisfies SandboxState), { mode: 0o600 });
      // Ready once a process can enter it (its user namespace mapped, its mounts made).
      await waitFor(async () => ((await this.exec(instanceId, 'true', { timeoutMs: 2_000 })).exitCode === 0 ? true : undefined), 15_000);
      child.stderr?.destroy();
    } catch (error) {
      throw error instanceof ProvisionError ? error : new ProvisionError(`the sandbox did not start: ${String(error)} ${errors.trim()}`, 'driver');
    } finally {
      closeSync(infoFd);
      closeSync(seccompFd);
    }
  }

  /** The command that runs `inner` (a command under the filter) inside the sandbox as the learner, in its cgroups. */
  private async enter(instanceId: string, inner: string[], env: Record<string, string>): Promise<string[]> {
    const state = await this.state(instanceId);
    if (!state.pid) throw new ProvisionError(`the sandbox of ${instanceId} is not running`, 'driver');
    const procs = await this.groups.create(instanceId, this.options.limits);
    const variables = Object.entries({ HOME: LEARNER.home, USER: LEARNER.name, LOGNAME: LEARNER.name, PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8', SHELL: '/bin/bash', ...env }).map(
      ([key, value]) => `${key}=${value}`,
    );
    return [
      '/bin/sh', '-c', JOIN_CGROUPS, 'sh', ...procs, '--',
      '/usr/bin/nsenter', '-t', String(state.pid), '-U', '-m', '-p', '-n', '-u', '-i', '-C',
      '--setuid', String(LEARNER.uid), '--setgid', String(LEARNER.uid), '--preserve-credentials',
      '--', '/usr/bin/env', '-i', '-C', LEARNER.home, ...variables, ...inner,
    ];
  }

  async exec(instanceId: string, script: string, options: ExecOptions): Promise<ExecResult> {
    const seconds = Math.max(1, Math.ceil(options.timeoutMs / 1000));
    // `timeout` runs inside the sandbox, so a check that hangs is killed there, children and all.
    // The script arrives on stdin into a sealed memfd: never a file in the sandbox, a command line
    // `ps` shows, nor a pipe the learner's processes could write into.
    const command = await this.enter(instanceId, scriptUnderSeccomp(seconds), options.env ?? {});
    const result = await run(command, options.timeoutMs + 5_000, scriptInput(`cd "$HOME" || exit 99\n${script}\n`));
    return { exitCode: result.code, output: result.output, timedOut: result.code === 124 || result.code === 137 };
  }

  async attach(instanceId: string, size: TerminalSize): Promise<TerminalProcess> {
    const command = await this.enter(instanceId, underSeccomp(['/bin/bash', '-i']), { TERM: 'xterm-256color' });
    return startTerminal(command, size);
  }

  async reset(spec: EnvironmentSpec): Promise<void> {
    await this.destroy(spec.instanceId);
    await this.provision(spec);
  }

  async destroy(instanceId: string): Promise<void> {
    const state = await this.state(instanceId).catch(() => undefined);
    if (state?.pid) {
      try {
        process.kill(state.pid, 'SIGKILL'); // pid 1 of its namespace: every process in it dies with it
      } catch {
        // Already gone.
      }
    }
    await this.groups.destroy(instanceId);
    await rm(this.dir(instanceId), { recursive: true, force: true });
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.options.dataDir).catch(() => [] as string[]);
    return names.filter((name) => /^[0-9a-f-]{36}$/.test(name));
  }

  async alive(instanceId: string): Promise<boolean> {
    const state = await this.state(instanceId).catch(() => undefined);
    if (!state?.pid) return false;
    try {
      process.kill(state.pid, 0);
    } catch {
      return false;
    }
    return (await this.groups.processes(instanceId)).includes(state.pid);
  }

  /** The processes of an instance's sandbox, as the host numbers them. */
  processes(instanceId: string): Promise<number[]> {
    return this.groups.processes(instanceId);
  }

  /** The memory an instance's sandbox uses now (the benchmark reports it). */
  memoryUsage(instanceId: string): Promise<number> {
    return this.groups.memoryUsage(instanceId);
  }
}

/** Runs a command to its end: exit code and the first {@link OUTPUT_LIMIT} bytes of its output. */
function run(command: string[], timeoutMs = 30_000, input?: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'], env: {} });
    if (input !== undefined) {
      child.stdin?.on('error', () => undefined); // a script that exits before reading all of itself
      child.stdin?.end(input);
    }
    let output = '';
    const take = (chunk: Buffer) => {
      if (output.length < OUTPUT_LIMIT) output += chunk.toString().slice(0, OUTPUT_LIMIT - output.length);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    let settled = false;
    const finish = (code: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve({ code, output });
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(137);
    }, timeoutMs);
    child.on('error', (error) => {
      output = String(error);
      finish(127);
    });
    // Background processes a script left behind may keep its output open: the exit decides, the rest
    // of the output gets a moment to arrive.
    child.on('exit', (code, signal) => setTimeout(() => finish(code ?? (signal === 'SIGKILL' ? 137 : 1)), 100));
    child.on('close', (code, signal) => finish(code ?? (signal === 'SIGKILL' ? 137 : 1)));
  });
}

/** Polls `probe` until it answers a value (or throws), at most `timeoutMs`. */
async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
