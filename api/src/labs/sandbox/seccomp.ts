/**
 * The system calls a sandbox may not make, as a Python program run with Debian's `python3` and
 * `python3-seccomp` (libseccomp). Modes:
 * - `exec CMD…` loads the filter (and no_new_privs) and runs CMD (the terminal's shell);
 * - `script SECONDS` runs a script sent on stdin as `<length>\n<script>` (a check, a setup) with
 *   bash under `timeout`. The script is copied into a sealed memfd first: the learner's processes
 *   (same uid) can neither change it nor slip commands into it through the stdin pipe, and bytes
 *   past `length` are ignored;
 * - `export FILE` writes the filter as BPF for `bwrap --seccomp`.
 * Refused with EPERM: mounting,
 * namespaces (a new user namespace is the door to most kernel bugs), tracing other processes,
 * kernel modules and keyrings, BPF, perf and userfaultfd, and typing into another terminal
 * (TIOCSTI/TIOCLINUX). clone3 answers ENOSYS, so the C library falls back to clone, whose flags
 * the filter can read.
 */
export const SECCOMP_PROGRAM = String.raw`
import errno, fcntl, os, sys
import seccomp as s
f = s.SyscallFilter(defaction=s.ALLOW)
for name in ["mount", "umount2", "pivot_root", "chroot", "unshare", "setns", "ptrace", "process_vm_readv",
             "process_vm_writev", "bpf", "keyctl", "add_key", "request_key", "kexec_load", "kexec_file_load",
             "init_module", "finit_module", "delete_module", "perf_event_open", "userfaultfd", "open_by_handle_at",
             "name_to_handle_at", "swapon", "swapoff", "reboot", "syslog", "acct", "quotactl", "io_uring_setup",
             "fsopen", "fsmount", "move_mount", "open_tree", "mount_setattr"]:
    try:
        f.add_rule(s.ERRNO(errno.EPERM), name)
    except Exception:
        pass
NAMESPACES = 0x10000000 | 0x00020000 | 0x20000000 | 0x40000000 | 0x08000000 | 0x04000000 | 0x02000000
for flag in (0x10000000, 0x00020000, 0x20000000, 0x40000000, 0x08000000, 0x04000000, 0x02000000):
    f.add_rule(s.ERRNO(errno.EPERM), "clone", s.Arg(0, s.MASKED_EQ, flag, flag))
f.add_rule(s.ERRNO(errno.ENOSYS), "clone3")
f.add_rule(s.ERRNO(errno.EPERM), "ioctl", s.Arg(1, s.MASKED_EQ, 0xFFFFFFFF, 0x5412))
f.add_rule(s.ERRNO(errno.EPERM), "ioctl", s.Arg(1, s.MASKED_EQ, 0xFFFFFFFF, 0x541C))
mode = sys.argv[1]
if mode == "export":
    with open(sys.argv[2], "wb") as out:
        f.export_bpf(out)
elif mode == "script":
    stdin = sys.stdin.buffer
    length = int(stdin.readline())
    source = stdin.read(length)
    fd = os.memfd_create("script", os.MFD_ALLOW_SEALING)
    os.write(fd, source)
    fcntl.fcntl(fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_SEAL | fcntl.F_SEAL_SHRINK | fcntl.F_SEAL_GROW | fcntl.F_SEAL_WRITE)
    os.set_inheritable(fd, True)
    null = os.open("/dev/null", os.O_RDONLY)
    os.dup2(null, 0)
    f.load()
    os.execv("/usr/bin/timeout", ["timeout", "-k", "2", sys.argv[2], "/bin/bash", "--noprofile", "--norc", "/dev/fd/%d" % fd])
else:
    f.load()
    os.execv(sys.argv[2], sys.argv[2:])
`;

/** Debian's Python, which has the `seccomp` module (package python3-seccomp). */
export const SYSTEM_PYTHON = '/usr/bin/python3';

/** The command that runs `command` under the filter. */
export function underSeccomp(command: string[]): string[] {
  return [SYSTEM_PYTHON, '-I', '-c', SECCOMP_PROGRAM, 'exec', ...command];
}

/** The command that runs a script sent on stdin (see {@link scriptInput}) under the filter, for at most `seconds`. */
export function scriptUnderSeccomp(seconds: number): string[] {
  return [SYSTEM_PYTHON, '-I', '-c', SECCOMP_PROGRAM, 'script', String(seconds)];
}

/** What {@link scriptUnderSeccomp} reads on stdin: the script's length in bytes, a newline, the script. */
export function scriptInput(script: string): string {
  return `${Buffer.byteLength(script)}\n${script}`;
}
