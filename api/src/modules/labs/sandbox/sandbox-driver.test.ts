import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { LocalSandboxDriver } from './sandbox-driver';

// The abuse cases of docs/rules/lab-sandbox.md, each from inside a real sandbox (bubblewrap, cgroups, seccomp).
const dataDir = mkdtempSync(path.join(tmpdir(), 'ilm-sandbox-test-'));
const MiB = 2 ** 20;
const options = { dataDir, uidBase: 210_000, limits: { memoryBytes: 128 * MiB, pids: 64, cpuPercent: 50 }, diskBytes: 16 * MiB };
const driver = new LocalSandboxDriver(options);
const made: string[] = [];
let server: Server;
let port = 0;

async function sandbox(setup: string[] = []): Promise<string> {
  const id = randomUUID();
  made.push(id);
  await driver.provision({ instanceId: id, setup, language: 'en' });
  return id;
}
const run = (id: string, script: string, timeoutMs = 10_000) => driver.exec(id, script, { timeoutMs });

beforeAll(async () => {
  await driver.ready();
  // Stands for the API and PostgreSQL: a port listening on the host's loopback and on every address.
  server = createServer((socket) => socket.end('host secret\n'));
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const id of made) await driver.destroy(id);
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the sandbox driver at start', () => {
  it('names a parent folder other users cannot enter, since every launch would fail below it', async () => {
    const privateParent = mkdtempSync(path.join(tmpdir(), 'ilm-private-'));
    try {
      const below = new LocalSandboxDriver({ ...options, dataDir: path.join(privateParent, 'labs') });
      await expect(below.ready()).rejects.toThrow(`below ${privateParent}, which other users cannot enter (mode 700)`);
    } finally {
      rmSync(privateParent, { recursive: true, force: true });
    }
  });
});

describe('a lab sandbox', () => {
  it('runs as an unprivileged learner in its own home, with the learner’s files kept between commands', async () => {
    const id = await sandbox(['echo prepared > notes.txt']);
    const result = await run(id, 'id -un; pwd; cat notes.txt; grep -E "^(CapEff|NoNewPrivs)" /proc/self/status');
    expect(result).toMatchObject({ exitCode: 0, timedOut: false });
    expect(result.output).toContain('learner\n/home/learner\nprepared\n');
    expect(result.output).toMatch(/CapEff:\s+0000000000000000/);
    expect(result.output).toMatch(/NoNewPrivs:\s+1/);
  });

  it("cannot reach the host's ports (the API, PostgreSQL) on loopback or on the host's addresses: its network is its own loopback", async () => {
    const id = await sandbox();
    const addresses = [
      '127.0.0.1',
      ...Object.values(networkInterfaces())
        .flat()
        .filter((nic) => nic && nic.family === 'IPv4')
        .map((nic) => nic!.address),
    ];
    for (const address of new Set(addresses)) {
      const result = await run(id, `timeout 3 bash -c 'exec 3<>/dev/tcp/${address}/${port} && cat <&3' && echo REACHED || echo refused`);
      expect(result.output).not.toContain('host secret');
      expect(result.output).toContain('refused');
    }
    expect((await run(id, 'ip -o link | grep -c -v " lo:"')).output.trim()).toBe('0');
  });

  it("sees neither another instance's files nor the API's data folder nor the project", async () => {
    const first = await sandbox(['echo mine > private.txt']);
    const second = await sandbox();
    const look = await run(
      second,
      `cat /home/*/private.txt 2>&1; find / -xdev -name private.txt 2>/dev/null; ls ${dataDir} 2>&1; ls ${process.cwd()} 2>&1; ls /proc/*/root/home 2>&1 | head -3`,
    );
    expect(look.output).not.toContain('mine');
    expect(look.output).toContain(`ls: cannot access '${dataDir}': No such file or directory`);
    expect(look.output).toContain(`ls: cannot access '${process.cwd()}': No such file or directory`);
    expect((await run(first, 'cat private.txt')).output).toBe('mine\n');
  });

  it('gets nowhere with sudo, su or setuid programs, and cannot write the system', async () => {
    const id = await sandbox();
    const result = await run(id, 'sudo id 2>&1; su -c id root </dev/null 2>&1; echo su=$?; echo x > /usr/bin/evil 2>&1; echo x > /etc/passwd 2>&1; id -u');
    expect(result.output).toMatch(/sudo: command not found/);
    expect(result.output).toContain('su=1'); // setuid-root programs belong to nobody in the sandbox: no root to become
    expect(result.output).not.toMatch(/uid=0/);
    expect(result.output).toMatch(/Read-only file system/);
    expect(result.output.split('\n')).toContain('1000');
  });

  it('refuses new namespaces and mounts (seccomp)', async () => {
    const id = await sandbox();
    const result = await run(id, 'unshare -U true 2>&1; unshare -n true 2>&1; mount -t tmpfs x /tmp 2>&1; echo done');
    expect(result.output).toMatch(/unshare failed: Operation not permitted[\s\S]*unshare failed: Operation not permitted/);
    expect(result.output).toMatch(/mount/);
    expect(result.output).toContain('done');
  });

  it('contains a fork bomb at its process limit without hurting another instance', async () => {
    const bomb = await sandbox();
    const neighbour = await sandbox();
    const bombing = run(bomb, 'bomb() { bomb | bomb & }; bomb; sleep 4', 6_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const started = Date.now();
    const neighbourly = await run(neighbour, 'echo still here');
    expect(neighbourly.output).toBe('still here\n');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await driver.processes(bomb)).length).toBeLessThanOrEqual(options.limits.pids);
    await bombing;
    await driver.destroy(bomb);
    expect(await driver.alive(bomb)).toBe(false);
  });

  it('contains a memory hog at its memory limit without hurting another instance', async () => {
    const hog = await sandbox();
    const neighbour = await sandbox();
    const result = await run(hog, 'python3 -c \'x = bytearray(512 * 1024 * 1024); print("allocated")\'; echo exit=$?');
    expect(result.output).not.toMatch(/^allocated$/m);
    expect(result.output).toMatch(/exit=(137|1)/);
    expect((await run(neighbour, 'echo fine')).output).toBe('fine\n');
    expect((await run(hog, 'echo recovered')).output).toBe('recovered\n');
  });

  it('stops a full disk at its quota', async () => {
    const id = await sandbox();
    const result = await run(id, 'dd if=/dev/zero of=big bs=1M count=64 2>&1; du -m big | cut -f1');
    expect(result.output).toMatch(/No space left on device/);
    expect(Number(result.output.trim().split('\n').at(-1))).toBeLessThanOrEqual(16);
  });

  it('keeps a check script out of sight: not a file, not a command line another process can read', async () => {
    const id = await sandbox();
    const check = run(id, 'SECRET_CHECK_MARKER=1; sleep 2; echo checked');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const spy = await run(id, 'ps -eo args; cat /proc/*/cmdline 2>/dev/null | tr "\\0" " "; grep -rsl SECRET_CHECK_MARKER /home /tmp /dev/shm');
    expect(spy.output).not.toContain('SECRET_CHECK_MARKER');
    expect((await check).output).toBe('checked\n');
  });

  it("cannot slip commands into a running check through its stdin, nor change the check's script", async () => {
    const id = await sandbox();
    // The learner's process writes commands into every pipe and memfd of every other process, again and again.
    const injector = `
      for i in $(seq 300); do
        for fd in /proc/[0-9]*/fd/*; do
          case "$fd" in /proc/$$/*|/proc/self/*) continue;; esac
          case "$(readlink "$fd")" in pipe:*|*memfd:*) echo "echo INJECTED; exit 0" > "$fd";; esac
        done 2>/dev/null
        sleep 0.01
      done`;
    await run(id, `nohup bash -c '${injector.replace(/'/g, "'\\''")}' >/dev/null 2>&1 &`);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // No explicit exit: commands appended to the script would decide the result.
      const check = await run(id, 'sleep 0.5; echo real-check; false', 5_000);
      expect(check.output).not.toContain('INJECTED');
      expect(check.exitCode).toBe(1);
    }
  });

  it('stops a command at its time limit, with everything it started', async () => {
    const id = await sandbox();
    const result = await run(id, 'sleep 60 & sleep 60', 1_000);
    expect(result.timedOut).toBe(true);
    expect((await run(id, 'pgrep -c sleep || true')).output.trim()).toBe('1'); // only the sandbox's own keeper
  });

  it('outlives a restart of the API: a new driver finds it, files and all, and destroying it leaves nothing', async () => {
    const id = await sandbox(['echo kept > work.txt']);
    const restarted = new LocalSandboxDriver(options);
    await restarted.ready();
    expect(await restarted.list()).toContain(id);
    expect(await restarted.alive(id)).toBe(true);
    expect((await restarted.exec(id, 'cat work.txt', { timeoutMs: 5_000 })).output).toBe('kept\n');
    await restarted.destroy(id);
    expect(await restarted.alive(id)).toBe(false);
    expect(await restarted.list()).not.toContain(id);
  });

  it('gives the browser terminal a shell in the home folder that echoes what is typed', async () => {
    const id = await sandbox(['echo hello > greeting.txt']);
    const terminal = await driver.attach(id, { cols: 80, rows: 24 });
    let screen = '';
    terminal.onData((data) => (screen += data));
    terminal.write('cat greeting.txt; pwd\r');
    const deadline = Date.now() + 5_000;
    while (!screen.includes('/home/learner\r\n') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    terminal.kill();
    expect(screen).toContain('hello\r\n/home/learner\r\n');
  });
});
