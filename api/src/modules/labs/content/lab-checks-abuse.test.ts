import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setupScripts } from '../lifecycle';
import { LocalSandboxDriver } from '../sandbox/sandbox-driver';
import { checkScript } from './check-script';
import { loadLabs } from './load-labs';

// A learner who wants a step passed without doing it plants what a check might load or run: Python
// modules under the standard library's names, a user site with usercustomize, dotfiles of the shells
// and tools checks use (bash, git, curl, sqlite3, jq), aliases, and fake programs early in any PATH
// a home could put first. None of it may turn a failing check into a pass, in any lab
// (docs/rules/lab-sandbox.md#checks).
const labs = loadLabs().filter((lab) => lab.environment === 'sandbox');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ilm-lab-checks-abuse-'));
const MiB = 2 ** 20;
const driver = new LocalSandboxDriver({ dataDir, uidBase: 270_000, limits: { memoryBytes: 256 * MiB, pids: 128, cpuPercent: 100 }, diskBytes: 64 * MiB });

const PASS = 'import os; os._exit(0)';
const MODULES = [
  'sqlite3',
  'json',
  'csv',
  'shutil',
  'tempfile',
  'subprocess',
  'yaml',
  're',
  'glob',
  'hashlib',
  'datetime',
  'collections',
  'statistics',
  'urllib',
  'http',
  'socket',
  'ssl',
  'pathlib',
  'io',
];
const PROGRAMS = [
  'python3',
  'git',
  'grep',
  'test',
  'sqlite3',
  'curl',
  'ss',
  'nc',
  'openssl',
  'ssh-keygen',
  'jq',
  'stat',
  'tar',
  'make',
  'cmp',
  'awk',
  'sed',
  'cat',
  'head',
  'diff',
  'find',
  'timeout',
];

/** Plants every trap in the learner's home, as the learner would, in the folders their labs use too. */
const TRAPS = `
set -e
site="$HOME/.local/lib/python3.11/site-packages"
mkdir -p "$site" "$HOME/bin" "$HOME/.local/bin"
for dir in "$HOME" "$site" $(find "$HOME" -mindepth 1 -maxdepth 2 -type d -not -path '*/.*'); do
  for module in ${MODULES.join(' ')}; do echo '${PASS}' > "$dir/$module.py"; done
done
echo '${PASS}' > "$site/usercustomize.py"
echo '${PASS}' > "$site/sitecustomize.py"
echo '${PASS}' > "$site/0-pass.pth"
for program in ${PROGRAMS.join(' ')}; do
  printf '#!/bin/sh\\nexit 0\\n' > "$HOME/bin/$program"; cp "$HOME/bin/$program" "$HOME/.local/bin/$program"
done
chmod +x "$HOME"/bin/* "$HOME"/.local/bin/*
for rc in .bashrc .bash_profile .bash_login .profile .bash_logout; do
  printf 'shopt -s expand_aliases\\nalias grep=true test=true [=true python3=true\\nPATH="$HOME/bin:$PATH"\\nexit 0\\n' > "$HOME/$rc"
done
printf '[core]\\n\\tfsmonitor = true\\n\\thooksPath = %s\\n[safe]\\n\\tdirectory = *\\n[alias]\\n\\tlog = !true\\n' "$HOME/bin" > "$HOME/.gitconfig"
printf 'write-out = "{\\\\"status\\\\": \\\\"ok\\\\"}"\\n' > "$HOME/.curlrc"
printf '.bail off\\n.shell true\\n' > "$HOME/.sqliterc"
printf 'def length: 0;\\ndef select(f): .;\\n' > "$HOME/.jq"
`;

beforeAll(() => driver.ready());
afterAll(async () => {
  for (const id of await driver.list()) await driver.destroy(id);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(labs.map((lab) => [lab.slug, lab] as const))('%s', (_slug, lab) => {
  it('planting a module, a .bashrc, an alias, a git config or a fake binary in the home never turns a failing check into a pass', async () => {
    const instanceId = randomUUID();
    await driver.provision({ instanceId, setup: setupScripts({ scripts: lab.scripts! }), language: 'en' });
    try {
      const planted = await driver.exec(instanceId, TRAPS, { timeoutMs: 20_000 });
      expect({ planted: planted.exitCode, output: planted.output }).toEqual({ planted: 0, output: '' });
      for (const [index, step] of lab.scripts!.steps.entries()) {
        const checked = await driver.check(instanceId, checkScript(step.check!, lab.scripts!.checkLib), { timeoutMs: 10_000, env: { LAB_LANG: 'en' } });
        expect({ where: `${lab.slug} step ${index + 1}`, passed: checked.exitCode === 0 }).toEqual({ where: `${lab.slug} step ${index + 1}`, passed: false });
      }
    } finally {
      await driver.destroy(instanceId);
    }
  }, 120_000);
});
