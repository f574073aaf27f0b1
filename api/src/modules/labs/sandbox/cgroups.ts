import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Resource limits of one sandbox. */
export interface SandboxLimits {
  memoryBytes: number;
  pids: number;
  /** Share of one CPU core, in percent (50: half a core). */
  cpuPercent: number;
}

const ROOT = '/sys/fs/cgroup';
const GROUP = 'ilm-labs';

/**
 * The control groups of the sandboxes, on cgroup v1 (a hierarchy per controller, as on this
 * machine) or v2 (one unified hierarchy): memory, process count and CPU time per instance, so
 * a fork bomb or a memory hog stays inside its own sandbox.
 */
export class Cgroups {
  private constructor(
    readonly version: 1 | 2,
    /** The folders a sandbox's group is made in: one per controller on v1, one on v2. */
    private readonly parents: { memory: string; pids: string; cpu: string },
  ) {}

  /** Finds the hierarchy this machine has; throws a clear message when none can be used. */
  static detect(): Cgroups {
    const v1 = (controller: string) => path.join(ROOT, controller);
    if (['memory', 'pids', 'cpu'].every((controller) => existsSync(path.join(v1(controller), 'cgroup.procs')))) {
      return new Cgroups(1, { memory: path.join(v1('memory'), GROUP), pids: path.join(v1('pids'), GROUP), cpu: path.join(v1('cpu'), GROUP) });
    }
    const controllers = path.join(ROOT, 'cgroup.controllers');
    if (existsSync(controllers)) {
      const available = readFileSync(controllers, 'utf8').split(/\s+/);
      const missing = ['memory', 'pids', 'cpu'].filter((name) => !available.includes(name));
      if (missing.length) throw new Error(`cgroup v2 lacks the ${missing.join(', ')} controller(s) the lab sandboxes need`);
      const parent = path.join(ROOT, GROUP);
      return new Cgroups(2, { memory: parent, pids: parent, cpu: parent });
    }
    throw new Error('no usable cgroup hierarchy under /sys/fs/cgroup (the lab sandboxes need memory, pids and cpu limits)');
  }

  private dirs(instanceId: string): string[] {
    return [...new Set(Object.values(this.parents))].map((parent) => path.join(parent, instanceId));
  }

  /** Makes the groups of an instance with its limits; answers the `cgroup.procs` files a process joins. */
  async create(instanceId: string, limits: SandboxLimits): Promise<string[]> {
    if (this.version === 2) {
      const parent = this.parents.memory;
      await mkdir(parent, { recursive: true });
      // Children of the group may use these controllers.
      await writeFile(path.join(parent, 'cgroup.subtree_control'), '+memory +pids +cpu').catch(() => undefined);
      const dir = path.join(parent, instanceId);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'memory.max'), String(limits.memoryBytes));
      await writeFile(path.join(dir, 'memory.swap.max'), '0').catch(() => undefined);
      await writeFile(path.join(dir, 'pids.max'), String(limits.pids));
      await writeFile(path.join(dir, 'cpu.max'), `${limits.cpuPercent * 1000} 100000`);
      return [path.join(dir, 'cgroup.procs')];
    }
    const memory = path.join(this.parents.memory, instanceId);
    const pids = path.join(this.parents.pids, instanceId);
    const cpu = path.join(this.parents.cpu, instanceId);
    await Promise.all([memory, pids, cpu].map((dir) => mkdir(dir, { recursive: true })));
    await writeFile(path.join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
    // Swap would let a memory hog outgrow its limit; not every kernel accounts it.
    await writeFile(path.join(memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes)).catch(() => undefined);
    await writeFile(path.join(pids, 'pids.max'), String(limits.pids));
    await writeFile(path.join(cpu, 'cpu.cfs_period_us'), '100000');
    await writeFile(path.join(cpu, 'cpu.cfs_quota_us'), String(limits.cpuPercent * 1000));
    return [memory, pids, cpu].map((dir) => path.join(dir, 'cgroup.procs'));
  }

  /** The process ids in an instance's groups. */
  async processes(instanceId: string): Promise<number[]> {
    const found = new Set<number>();
    for (const dir of this.dirs(instanceId)) {
      const text = await readFile(path.join(dir, 'cgroup.procs'), 'utf8').catch(() => '');
      for (const line of text.split('\n')) if (line.trim()) found.add(Number(line));
    }
    return [...found];
  }

  /** Kills every process of an instance and removes its groups. */
  async destroy(instanceId: string): Promise<void> {
    for (let round = 0; round < 50; round += 1) {
      const pids = await this.processes(instanceId);
      if (pids.length === 0) break;
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const dir of this.dirs(instanceId)) await rmdir(dir).catch(() => undefined);
  }

  /** The instances that have groups now. */
  async instances(): Promise<string[]> {
    const names = await readdir(this.parents.pids).catch(() => []);
    return names.filter((name) => /^[0-9a-f-]{36}$/.test(name));
  }

  /** How much memory an instance uses now, in bytes. */
  async memoryUsage(instanceId: string): Promise<number> {
    const file =
      this.version === 2 ? path.join(this.parents.memory, instanceId, 'memory.current') : path.join(this.parents.memory, instanceId, 'memory.usage_in_bytes');
    return Number(await readFile(file, 'utf8').catch(() => '0'));
  }
}
