import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHECKER, LEARNER } from './sandbox-users';

/** Where a sandbox sees the check tools (first on a check's PATH, read-only). */
export const CHECK_TOOLS_DIR = '/opt/ilm-check/bin';

/**
 * `as-learner COMMAND…`: runs the learner's own code (their script, their Makefile, git over their
 * repository) from a check as the learner, uid 1000 with no capability, so it can neither signal,
 * trace nor read the check that runs it (docs/rules/lab-sandbox.md#checks). Descriptors other than
 * the standard three are closed; the check's own settings (its Python and Git isolation, its PATH)
 * are left out; HOME is the learner's unless the check chose another.
 */
const AS_LEARNER = `#!/usr/bin/python3 -I
import ctypes, os, sys
LEARNER = ${LEARNER.uid}
if len(sys.argv) < 2:
    sys.exit("usage: as-learner COMMAND [ARGUMENT...]")
libc = ctypes.CDLL(None, use_errno=True)
os.closerange(3, 2 ** 20)
env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "GIT_CONFIG", "LAB_HOME"))}
if env.get("HOME", "${CHECKER.home}") == "${CHECKER.home}":
    env["HOME"] = "${LEARNER.home}"
env.update(USER="${LEARNER.name}", LOGNAME="${LEARNER.name}", PATH="/usr/local/bin:/usr/bin:/bin")
if os.getuid() != LEARNER:
    os.setgroups([])
    os.setresgid(LEARNER, LEARNER, LEARNER)
    os.setresuid(LEARNER, LEARNER, LEARNER)
if libc.prctl(47, 4, 0, 0, 0) != 0:  # PR_CAP_AMBIENT_CLEAR_ALL: nothing of the check's capabilities crosses exec
    sys.exit("as-learner: the check's capabilities could not be dropped")
try:
    os.execvpe(sys.argv[1], sys.argv[1:], env)
except OSError as error:
    print("as-learner: %s: %s" % (sys.argv[1], error.strerror), file=sys.stderr)
    sys.exit(127)
`;

/**
 * `git` for checks: the real git, run as the learner (a repository's config can name programs git
 * runs: hooks, fsmonitor, pagers, filters), with the settings that run programs switched off.
 */
const GIT = `#!/bin/sh
exec ${CHECK_TOOLS_DIR}/as-learner /usr/bin/git -c core.fsmonitor=false -c core.hooksPath=/dev/null -c core.pager=cat \\
  -c diff.external= -c core.sshCommand=false -c protocol.allow=never -c gpg.program=false "$@"
`;

/** Writes the check tools into `dir` (bound read-only into every sandbox at {@link CHECK_TOOLS_DIR}). */
export async function writeCheckTools(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  await chmod(dir, 0o755);
  for (const [name, text] of [
    ['as-learner', AS_LEARNER],
    ['git', GIT],
  ] as const) {
    await writeFile(path.join(dir, name), text, { mode: 0o755 });
    await chmod(path.join(dir, name), 0o755);
  }
}
