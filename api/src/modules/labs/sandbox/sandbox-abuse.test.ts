import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TerminalProcess } from '../driver/lab-driver';
import { LocalSandboxDriver } from './sandbox-driver';

// What a learner can try from inside their own sandbox against other learners and the server, on
// the real sandbox (docs/rules/lab-sandbox.md). Each test is named after the rule it checks.
const dataDir = mkdtempSync(path.join(tmpdir(), 'ilm-sandbox-abuse-'));
const MiB = 2 ** 20;
const options = { dataDir, uidBase: 250_000, limits: { memoryBytes: 128 * MiB, pids: 64, cpuPercent: 50 }, diskBytes: 32 * MiB };
const driver = new LocalSandboxDriver(options);
const made: string[] = [];
const terminals: TerminalProcess[] = [];

async function sandbox(): Promise<string> {
  const id = randomUUID();
  made.push(id);
  await driver.provision({ instanceId: id, setup: [], language: 'en' });
  return id;
}
const asLearner = (id: string, script: string, timeoutMs = 10_000) => driver.exec(id, script, { timeoutMs });
const asCheck = (id: string, script: string, timeoutMs = 10_000) => driver.check(id, script, { timeoutMs });

/** A terminal of a sandbox, as the API opens one, with everything it has printed so far. */
async function openTerminal(id: string): Promise<{ screen: () => string; type: (text: string) => void }> {
  const terminal = await driver.attach(id, { cols: 120, rows: 30 });
  terminals.push(terminal);
  let screen = '';
  terminal.onData((data) => (screen += data));
  return { screen: () => screen, type: (text) => terminal.write(text) };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(() => driver.ready());
afterAll(async () => {
  for (const terminal of terminals) terminal.kill();
  for (const id of made) await driver.destroy(id);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every descriptor of every process a sandbox can see: `pid fd -> target`, one a line. */
const LIST_DESCRIPTORS = 'for fd in /proc/[0-9]*/fd/*; do echo "$fd -> $(readlink "$fd")"; done 2>/dev/null';

describe('descriptors', () => {
  it("a sandbox holds no descriptor of another learner's terminal, and writing to every descriptor it can find reaches no other shell", async () => {
    const [first, second, third] = [await sandbox(), await sandbox(), await sandbox()];
    const shells = [await openTerminal(first), await openTerminal(second)];
    for (const [index, shell] of shells.entries()) {
      shell.type(`echo ready-${index}\r`);
      await until(() => shell.screen().includes(`ready-${index}\r\n`));
    }
    // The third learner has a terminal too: its shell is one of the processes searched.
    const own = await openTerminal(third);
    own.type('echo mine\r');
    await until(() => own.screen().includes('mine\r\n'));

    const listed = (await asLearner(third, LIST_DESCRIPTORS)).output;
    expect(listed).not.toMatch(/ptmx/);
    for (const line of listed.trim().split('\n')) {
      // Standard descriptors (a terminal, /dev/null, the check's pipes), the script being run and
      // bubblewrap's own event counter: nothing opened outside the sandbox.
      expect(line).toMatch(/-> (\/dev\/null|\/dev\/pts\/\d+|pipe:\[\d+\]|socket:\[\d+\]|\/memfd:script \(deleted\)|anon_inode:\[eventfd\]|\/proc\/\d+\/fd)$/);
    }
    const fds = listed
      .trim()
      .split('\n')
      .map((line) => line.split(' -> ')[0]!);
    expect(fds.every((fd) => /\/fd\/([0-2]|255|\d+)$/.test(fd))).toBe(true);

    // Whatever it can open, it writes a command into: no other learner's shell runs it.
    await asLearner(third, `for fd in /proc/[0-9]*/fd/*; do printf 'echo INTRUDER-$$ > /tmp/intruded\\r' > "$fd"; done 2>/dev/null; true`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [index, id] of [first, second].entries()) {
      expect(shells[index]!.screen()).not.toContain('INTRUDER');
      expect((await asLearner(id, 'cat /tmp/intruded 2>&1 || true')).output).toContain('No such file');
    }
  });
});

describe('/proc inside a sandbox', () => {
  it('shows nothing of the server: not its data folder, its working folder or its environment, to the learner or a check', async () => {
    process.env.ILM_ABUSE_MARKER = 'server-environment-marker';
    const id = await sandbox();
    const probe =
      'for p in /proc/[0-9]*; do tr "\\0" " " < $p/cmdline; echo; tr "\\0" "\\n" < $p/environ 2>/dev/null; readlink $p/cwd $p/root $p/exe 2>/dev/null; done; ' +
      LIST_DESCRIPTORS;
    for (const seen of [(await asLearner(id, probe)).output, (await asCheck(id, probe)).output]) {
      expect(seen).not.toContain(dataDir);
      expect(seen).not.toContain(process.cwd());
      expect(seen).not.toContain('server-environment-marker');
      expect(seen).not.toMatch(/\/work\/|\/tmp\/ilm-|ILM_|JWT_SECRET|DATABASE_URL/);
    }
    delete process.env.ILM_ABUSE_MARKER;
  });
});

describe('/dev and /dev/shm', () => {
  it('keep /dev read-only and /dev/shm inside the disk quota, so no write escapes LAB_DISK_MB', async () => {
    const id = await sandbox();
    const result = await asLearner(
      id,
      'dd if=/dev/zero of=/dev/shm/big bs=1M count=150 2>&1 | grep -o "No space left on device"; du -sm /dev/shm | cut -f1; touch /dev/new 2>&1; echo x > /dev/null && echo null-ok',
    );
    expect(result.output).toMatch(/No space left on device/);
    const shmMb = Number(result.output.split('\n')[1]);
    expect(shmMb).toBeLessThanOrEqual(options.diskBytes / MiB);
    expect(result.output).toMatch(/touch: cannot touch '\/dev\/new': Read-only file system/);
    expect(result.output).toContain('null-ok');
    const total = await asLearner(
      id,
      'for d in /tmp /home/learner; do dd if=/dev/zero of=$d/big bs=1M count=150 2>/dev/null; done; du -smc /dev/shm /tmp /home/learner | tail -1 | cut -f1',
    );
    expect(Number(total.output.trim())).toBeLessThanOrEqual(options.diskBytes / MiB);
  });
});

describe('checks', () => {
  it('run as a user the learner cannot signal, trace or read, holding none of the learner’s settings', async () => {
    const id = await sandbox();
    await asLearner(id, 'echo "alias true=false; exit 3" > .bashrc; mkdir -p bin; printf "#!/bin/sh\\nexit 0\\n" > bin/test; chmod +x bin/test');
    const running = asCheck(id, 'id -un; echo "home=$HOME lab_home=$LAB_HOME path=$PATH"; sleep 2; echo still-here');
    await new Promise((resolve) => setTimeout(resolve, 700));
    const attack = await asLearner(
      id,
      'for p in $(pgrep -u checker); do kill -9 $p 2>&1; cat /proc/$p/environ 2>&1 | head -c 80; ls /proc/$p/fd 2>&1 | head -1; dd if=/proc/$p/mem bs=1 count=1 2>&1 | head -1; done; pgrep -u checker | wc -l',
    );
    expect(attack.output).toMatch(/Operation not permitted/);
    expect(attack.output).toMatch(/Permission denied/);
    expect(attack.output).not.toMatch(/HOME=|LAB_HOME/);
    expect(Number(attack.output.trim().split('\n').at(-1))).toBeGreaterThan(0);
    const check = await running;
    expect(check).toMatchObject({ exitCode: 0, timedOut: false });
    expect(check.output).toBe('checker\nhome=/home/checker lab_home=/home/learner path=/opt/ilm-check/bin:/usr/bin:/bin\nstill-here\n');
  });

  it("read the learner's files whatever their mode, and run the learner's code only as the learner", async () => {
    const id = await sandbox();
    await asLearner(
      id,
      'mkdir -m 700 .ssh && echo key > .ssh/id && chmod 600 .ssh/id && printf "#!/bin/sh\\nid -un\\nkill -9 \\$PPID 2>&1\\n" > mine.sh && chmod 700 mine.sh',
    );
    const check = await asCheck(
      id,
      'cat "$LAB_HOME/.ssh/id"; echo "x" > "$LAB_HOME/.ssh/written" 2>&1; cp "$LAB_HOME/mine.sh" /tmp/run.sh && chmod 755 /tmp/run.sh; as-learner /tmp/run.sh; echo check-survived',
    );
    expect(check.output).toMatch(/^key\n/);
    expect(check.output).toMatch(/Permission denied/); // reading is all a check may do to the learner's files
    expect(check.output).toMatch(/learner\n.*Operation not permitted/);
    expect(check.output).toContain('check-survived');
    expect((await asLearner(id, 'ls .ssh')).output).toBe('id\n');
  });
});

describe('one change at a time', () => {
  it('destroying a sandbox while it is still being started never fails, and nothing of it is left once the start returns', async () => {
    const failures: string[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const id = randomUUID();
      const starting = driver.provision({ instanceId: id, setup: ['echo x > f'], language: 'en' }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, (attempt % 15) * 12));
      await driver.destroy(id).catch((error: unknown) => failures.push(String(error)));
      await starting;
      // What a reset does when it hands the rebuild back to a stopped instance.
      await driver.destroy(id);
      expect({ attempt, alive: await driver.alive(id), listed: (await driver.list()).includes(id) }).toEqual({ attempt, alive: false, listed: false });
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
