import { spawn } from 'node:child_process';
import { closeSync, constants, existsSync, openSync } from 'node:fs';
import { access, chmod, mkdir, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EnvironmentSpec, ExecOptions, ExecResult, LabDriver, TerminalProcess, TerminalSize } from '../driver/lab-driver';
import { ProvisionError } from '../driver/lab-driver';
import { Cgroups, type SandboxLimits } from './cgroups';
import { CHECK_TOOLS_DIR, writeCheckTools } from './check-tools';
import { entryCommand, SYSTEM_PYTHON, scriptInput } from './entry-program';
import { CHECKER, LEARNER } from './sandbox-users';
import { startTerminal } from './terminal-process';

export interface SandboxOptions {
  /** Where each sandbox's state and generated /etc files are kept (never bound into a sandbox whole). */
  dataDir: string;
  /** First of the host user ids given to sandboxes (two each: the learner's and the checker's); the range above it must be unused. */
  uidBase: number;
  limits: SandboxLimits;
  /** Everything a sandbox can write, together: its home, /tmp and /dev/shm share it (see {@link diskShares}). */
  diskBytes: number;
}

/** What a running sandbox leaves on disk, so a restarted API finds it again. */
interface SandboxState {
  /** The sandbox's slot: its learner's host uid is `uidBase + 2·slot − 1`, its checker's the next one. */
  slot: number;
  /** The sandbox's first process (pid 1 inside), as the host sees it: what a process that enters joins. */
  pid: number;
}

type Role = 'learner' | 'checker';

const OUTPUT_LIMIT = 64 * 1024;
const TOOLS = ['/usr/bin/bwrap', '/usr/bin/timeout', SYSTEM_PYTHON];

/**
 * The sandbox's first process, which keeps it alive: it closes what bubblewrap leaves open (the user
 * namespace it was handed, its error pipe) and becomes `sleep infinity`.
 */
const KEEPER = [
  SYSTEM_PYTHON,
  '-I',
  '-S',
  '-c',
  'import os; null = os.open("/dev/null", os.O_RDWR); [os.dup2(null, fd) for fd in (0, 1, 2)]; os.closerange(3, 1 << 20); os.execv("/usr/bin/sleep", ["sleep", "infinity"])',
];

/** Files of the host's /etc a Debian userland needs; nothing with secrets (no shadow, no machine keys). */
const ETC_FILES = ['ssl', 'alternatives', 'ld.so.cache', 'localtime', 'nsswitch.conf', 'inputrc', 'vim', 'nanorc', 'mime.types', 'gitconfig', 'bash.bashrc'];

/** How a sandbox's writable space is shared: most for the home, a quarter for /tmp, an eighth for /dev/shm. */
export function diskShares(diskBytes: number): { home: number; tmp: number; shm: number } {
  const shm = Math.floor(diskBytes / 8);
  const tmp = Math.floor(diskBytes / 4);
  return { home: diskBytes - tmp - shm, tmp, shm };
}

/** The environment of what runs as the learner: a login's, nothing of the API's. */
const LEARNER_ENV = {
  HOME: LEARNER.home,
  USER: LEARNER.name,
  LOGNAME: LEARNER.name,
  PATH: '/usr/local/bin:/usr/bin:/bin',
  LANG: 'C.UTF-8',
  SHELL: '/bin/bash',
};

/**
 * The environment of a check: its own empty, read-only home (no dotfile of the learner's is read:
 * .bashrc, .gitconfig, .curlrc, .sqliterc…), the learner's home as `LAB_HOME`, no learner PATH,
 * Python without the current folder or a user site, Git without a global or system config.
 */
const CHECKER_ENV = {
  HOME: CHECKER.home,
  LAB_HOME: LEARNER.home,
  USER: CHECKER.name,
  LOGNAME: CHECKER.name,
  PATH: `${CHECK_TOOLS_DIR}:/usr/bin:/bin`,
  LANG: 'C.UTF-8',
  SHELL: '/bin/bash',
  PYTHONSAFEPATH: '1',
  PYTHONNOUSERSITE: '1',
  PYTHONDONTWRITEBYTECODE: '1',
  GIT_CONFIG_NOSYSTEM: '1',
};

/**
 * The local sandbox driver (docs/decisions/0004-lab-drivers.md, docs/rules/lab-sandbox.md): one
 * bubblewrap sandbox per instance. It sees the host's /usr read-only and a few /etc files; its
 * home, /tmp and /dev/shm are its own size-limited tmpfs; it has its own user, process, network
 * (loopback only), IPC, UTS and cgroup namespaces, no capabilities, no_new_privs, a seccomp filter,
 * two unprivileged host user ids of its own (the learner's and the checker's), and memory,
 * process-count and CPU limits. Every process that starts or enters it passes through the entry
 * program (entry-program.ts). The sandbox outlives an API restart (its files with it).
 */
export class LocalSandboxDriver implements LabDriver {
  readonly name = 'local-sandbox';
  readonly environments = ['sandbox'] as const;
  private cgroups: Cgroups | undefined;
  private bpfFile = '';

  constructor(private readonly options: SandboxOptions) {}

  async ready(): Promise<void> {
    const missing: string[] = [];
    for (const tool of TOOLS) {
      if (
        !(await access(tool, constants.X_OK).then(
          () => true,
          () => false,
        ))
      )
        missing.push(tool);
    }
    if (missing.length) {
      throw new Error(`the lab sandbox needs ${missing.join(', ')}: install the Debian packages of api/labs/debian-packages.txt`);
    }
    this.cgroups ??= Cgroups.detect();
    // Traversable, not listable: a sandbox's bwrap (running as its own uid) reads its generated /etc files here.
    await mkdir(this.options.dataDir, { recursive: true, mode: 0o711 });
    await chmod(this.options.dataDir, 0o711);
    await this.checkTraversable(path.dirname(this.options.dataDir));
    await mkdir(this.slotsDir, { recursive: true, mode: 0o700 });
    await writeCheckTools(this.checkToolsDir);
    this.bpfFile = path.join(this.options.dataDir, 'seccomp.bpf');
    const exported = await run(entryCommand('export', this.bpfFile));
    if (exported.code !== 0) {
      throw new Error(
        `the lab sandbox needs Python's seccomp module (Debian package python3-seccomp, see api/labs/debian-packages.txt): ${exported.output.trim()}`,
      );
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
        throw new Error(
          `the lab sandboxes' data folder ${this.options.dataDir} is below ${current}, which other users cannot enter (mode ${(mode & 0o777).toString(8)}): run chmod o+x ${current}, or set LAB_DATA_DIR elsewhere`,
        );
      }
      if (current === path.dirname(current)) return;
    }
  }

  private get groups(): Cgroups {
    if (!this.cgroups) throw new ProvisionError('the sandbox driver was not started (ready())', 'driver');
    return this.cgroups;
  }

  private get slotsDir(): string {
    return path.join(this.options.dataDir, 'slots');
  }

  private get checkToolsDir(): string {
    return path.join(this.options.dataDir, 'check-tools');
  }

  private dir(instanceId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(instanceId)) throw new Error(`not an instance id: ${instanceId}`);
    return path.join(this.options.dataDir, instanceId);
  }

  private hostUid(slot: number, role: Role): number {
    return this.options.uidBase + 2 * slot - (role === 'learner' ? 1 : 0);
  }

  private async state(instanceId: string): Promise<SandboxState> {
    const text = await readFile(path.join(this.dir(instanceId), 'state.json'), 'utf8').catch(() => undefined);
    if (!text) throw new ProvisionError(`instance ${instanceId} has no sandbox`, 'driver');
    return JSON.parse(text) as SandboxState;
  }

  /**
   * The lowest free slot (two host uids), claimed by creating its file exclusively: two API processes
   * or lab hosts on one machine can never give two sandboxes one uid. A claim whose instance has no
   * sandbox folder any more (a crash between claim and start) is taken back.
   */
  private async claimSlot(instanceId: string): Promise<number> {
    for (let slot = 1; ; slot += 1) {
      const file = path.join(this.slotsDir, String(slot));
      try {
        await writeFile(file, instanceId, { flag: 'wx', mode: 0o600 });
        return slot;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = await readFile(file, 'utf8').catch(() => '');
        if (owner !== instanceId && /^[0-9a-f-]{36}$/.test(owner) && !existsSync(this.dir(owner))) await unlink(file).catch(() => undefined);
        if (owner === instanceId) return slot;
        if (!existsSync(file)) slot -= 1; // freed just now: try it again
      }
    }
  }

  private async releaseSlot(instanceId: string): Promise<void> {
    for (const name of await readdir(this.slotsDir).catch(() => [] as string[])) {
      const file = path.join(this.slotsDir, name);
      if ((await readFile(file, 'utf8').catch(() => '')) === instanceId) await unlink(file).catch(() => undefined);
    }
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

  /** The generated /etc files of a sandbox: its two users, its host name. */
  private async writeEtc(etc: string): Promise<void> {
    await mkdir(etc, { recursive: true, mode: 0o711 });
    const users = [
      'root:x:0:0:root:/root:/usr/sbin/nologin',
      `${LEARNER.name}:x:${LEARNER.uid}:${LEARNER.uid}:Learner:${LEARNER.home}:/bin/bash`,
      `${CHECKER.name}:x:${CHECKER.uid}:${CHECKER.uid}:Lab checks:${CHECKER.home}:/usr/sbin/nologin`,
      'nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin',
    ];
    await writeFile(path.join(etc, 'passwd'), `${users.join('\n')}\n`);
    await writeFile(path.join(etc, 'group'), `root:x:0:\n${LEARNER.name}:x:${LEARNER.uid}:\n${CHECKER.name}:x:${CHECKER.uid}:\nnogroup:x:65534:\n`);
    await writeFile(path.join(etc, 'hosts'), '127.0.0.1\tlocalhost lab\n::1\tlocalhost ip6-localhost\n');
    await writeFile(path.join(etc, 'hostname'), 'lab\n');
  }

  /** bubblewrap's arguments for a sandbox (read from a memfd: no host path reaches a command line inside). */
  private bwrapArguments(etc: string): string[] {
    const disk = diskShares(this.options.diskBytes);
    const etcBinds = ETC_FILES.filter((name) => existsSync(`/etc/${name}`)).flatMap((name) => ['--ro-bind', `/etc/${name}`, `/etc/${name}`]);
    const generated = ['passwd', 'group', 'hosts', 'hostname'].flatMap((name) => ['--ro-bind', path.join(etc, name), `/etc/${name}`]);
    const system = ['bin', 'sbin', 'lib', 'lib64'].flatMap((name) => ['--symlink', `usr/${name}`, `/${name}`]);
    return [
      '--unshare-ipc',
      '--unshare-pid',
      '--unshare-net',
      '--unshare-uts',
      '--unshare-cgroup',
      '--uid',
      String(LEARNER.uid),
      '--gid',
      String(LEARNER.uid),
      '--hostname',
      'lab',
      '--cap-drop',
      'ALL',
      '--new-session',
      '--ro-bind',
      '/usr',
      '/usr',
      ...system,
      ...etcBinds,
      ...generated,
      // Folders the sandbox's root gets are open to both users (bwrap would make them 700, the learner's).
      ...['/opt', path.dirname(CHECK_TOOLS_DIR), CHECK_TOOLS_DIR].flatMap((dir) => ['--perms', '0755', '--dir', dir]),
      '--ro-bind',
      this.checkToolsDir,
      CHECK_TOOLS_DIR,
      '--proc',
      '/proc',
      // /dev holds device nodes only, read-only; its shared memory is a small tmpfs of the disk's share.
      '--dev',
      '/dev',
      '--size',
      String(disk.shm),
      '--perms',
      '1777',
      '--tmpfs',
      '/dev/shm',
      '--remount-ro',
      '/dev',
      // /tmp is everyone's, as on any system: the learner's and the checker's files, each safe from the other.
      '--size',
      String(disk.tmp),
      '--perms',
      '1777',
      '--tmpfs',
      '/tmp',
      '--size',
      String(disk.home),
      '--tmpfs',
      LEARNER.home,
      '--perms',
      '0755',
      '--dir',
      CHECKER.home,
      '--remount-ro',
      '/',
      '--chdir',
      LEARNER.home,
      '--seccomp',
      '4',
      '--info-fd',
      '3',
    ];
  }

  private async start(instanceId: string): Promise<void> {
    const dir = this.dir(instanceId);
    await mkdir(dir, { recursive: true, mode: 0o711 });
    const slot = await this.claimSlot(instanceId);
    await writeFile(path.join(dir, 'state.json'), JSON.stringify({ slot, pid: 0 } satisfies SandboxState), { mode: 0o600 });
    const etc = path.join(dir, 'etc');
    await this.writeEtc(etc);
    const cgroups = await this.groups.create(instanceId, this.options.limits);
    const config = { uid: this.hostUid(slot, 'learner'), checkerUid: this.hostUid(slot, 'checker'), cgroups, bwrap: this.bwrapArguments(etc), command: KEEPER };
    // bwrap writes its child's pid to the info file (a file, not a pipe: a closed pipe would kill it later).
    const infoFile = path.join(dir, 'info.json');
    const infoFd = openSync(infoFile, 'w');
    const seccompFd = openSync(this.bpfFile, 'r');
    let errors = '';
    try {
      const command = entryCommand('start', JSON.stringify(config));
      // bwrap writes to stderr only when it fails, which is read here while it starts (a file would show its host path inside).
      const child = spawn(command[0]!, command.slice(1), { detached: true, stdio: ['ignore', 'ignore', 'pipe', infoFd, seccompFd], env: {}, cwd: '/' });
      child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.unref();
      const pid = await waitFor(async () => {
        if (child.exitCode !== null) throw new ProvisionError(`the sandbox exited at start (${child.exitCode}): ${errors.trim()}`, 'driver');
        const match = /"child-pid":\s*(\d+)/.exec(await readFile(infoFile, 'utf8'));
        return match ? Number(match[1]) : undefined;
      }, 15_000);
      await writeFile(path.join(dir, 'state.json'), JSON.stringify({ slot, pid } satisfies SandboxState), { mode: 0o600 });
      // Ready once a process can enter it (its mounts made).
      await waitFor(async () => ((await this.exec(instanceId, 'true', { timeoutMs: 2_000 })).exitCode === 0 ? true : undefined), 15_000);
      child.stderr?.destroy();
    } catch (error) {
      throw error instanceof ProvisionError ? error : new ProvisionError(`the sandbox did not start: ${String(error)} ${errors.trim()}`, 'driver');
    } finally {
      closeSync(infoFd);
      closeSync(seccompFd);
    }
  }

  /** The entry program's configuration for a process that enters the sandbox as `role`. */
  private async entry(instanceId: string, role: Role, env: Record<string, string>) {
    const state = await this.state(instanceId);
    if (!state.pid) throw new ProvisionError(`the sandbox of ${instanceId} is not running`, 'driver');
    const cgroups = await this.groups.create(instanceId, this.options.limits);
    const base = role === 'checker' ? CHECKER_ENV : LEARNER_ENV;
    // What a caller adds never replaces the role's own settings (a check cannot be given the learner's HOME or PATH).
    return JSON.stringify({ pid: state.pid, cgroups, role, cwd: role === 'checker' ? CHECKER.home : LEARNER.home, env: { ...env, ...base } });
  }

  /** Runs a script inside the sandbox as `role`, for at most `timeoutMs`. */
  private async runScript(instanceId: string, role: Role, script: string, options: ExecOptions): Promise<ExecResult> {
    const seconds = Math.max(1, Math.ceil(options.timeoutMs / 1000));
    // `timeout` runs inside the sandbox, so a script that hangs is killed there, children and all.
    // The script arrives on stdin into a sealed memfd: never a file in the sandbox, a command line
    // `ps` shows, nor a pipe the learner's processes could write into.
    const command = entryCommand('enter', await this.entry(instanceId, role, options.env ?? {}), 'script', String(seconds));
    const result = await run(command, options.timeoutMs + 5_000, scriptInput(`${script}\n`));
    return { exitCode: result.code, output: result.output, timedOut: result.code === 124 || result.code === 137 };
  }

  exec(instanceId: string, script: string, options: ExecOptions): Promise<ExecResult> {
    return this.runScript(instanceId, 'learner', script, options);
  }

  check(instanceId: string, script: string, options: ExecOptions): Promise<ExecResult> {
    return this.runScript(instanceId, 'checker', script, options);
  }

  async attach(instanceId: string, size: TerminalSize): Promise<TerminalProcess> {
    const command = entryCommand('enter', await this.entry(instanceId, 'learner', { TERM: 'xterm-256color' }), 'exec', '/bin/bash', '-i');
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
    // A start still writing into the folder (a reset racing a stop) can refill it while it is removed:
    // fs.rm retries on ENOTEMPTY, and the reset destroys again once its start returns.
    await rm(this.dir(instanceId), { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    await this.releaseSlot(instanceId);
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
    const child = spawn(command[0]!, command.slice(1), { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'], env: {}, cwd: '/' });
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
