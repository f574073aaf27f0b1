import { CHECKER, LEARNER } from './sandbox-users';

/**
 * The one door into a lab sandbox (docs/rules/lab-sandbox.md): a Python program run as root with
 * Debian's `python3` and `python3-seccomp`. Every process that starts or enters a sandbox passes
 * through it, so what holds for one holds for all:
 * - it closes every descriptor but its standard three (and the few a start hands to bubblewrap):
 *   nothing the API process holds (another learner's terminal, a pipe from its parent) crosses;
 * - it joins the instance's cgroups before anything runs;
 * - it enters the sandbox's namespaces itself (user first), takes the role's user id and
 *   capabilities, loads the seccomp filter (and no_new_privs) and only then runs the command.
 *
 * Modes:
 * - `export FILE` writes the seccomp filter as BPF (kept for tools that want it);
 * - `start CONFIG` builds a sandbox: a user namespace owned by the learner's host uid that maps two
 *   users, the learner (1000) and the checker (1001), made by a short-lived holder and mapped by
 *   root; then bubblewrap joins it (`--userns`), reads its arguments from a memfd (`--args`, so
 *   no host path shows in `/proc/1/cmdline`) and runs the keeper;
 * - `enter CONFIG exec CMD…` runs CMD inside (a terminal's shell);
 * - `enter CONFIG script SECONDS` runs a script sent on stdin as `<length>\n<script>` with bash under
 *   `timeout`; the script is copied into a sealed memfd first, so nothing in the sandbox can change
 *   it or slip commands into it.
 * CONFIG is JSON: `{"pid", "cgroups", "role", "env", "cwd"}` for enter; for start
 * `{"uid", "checkerUid", "cgroups", "bwrap", "command"}`.
 *
 * Roles: `learner` is uid 1000 with no capabilities; `checker` is uid 1001, which the learner's
 * processes can neither signal, trace nor read, holding in the sandbox's own user namespace only
 * (never on the host) CAP_DAC_READ_SEARCH (to read the learner's files whatever their mode),
 * CAP_SYS_PTRACE (to see which of the learner's processes holds a socket, as `ss -p` does; the
 * ptrace call itself stays refused by the filter), CAP_KILL (so a check's time limit reaches the
 * learner code it runs) and CAP_SETUID/CAP_SETGID (for `as-learner`, which runs learner code as
 * the learner).
 *
 * Refused with EPERM by the filter: mounting, namespaces (a new user namespace is the door to most
 * kernel bugs), tracing other processes, kernel modules and keyrings, BPF, perf and userfaultfd,
 * and typing into another terminal (TIOCSTI/TIOCLINUX). clone3 answers ENOSYS, so the C library
 * falls back to clone, whose flags the filter can read.
 */
export const ENTRY_PROGRAM = String.raw`
import ctypes, errno, fcntl, json, os, select, signal, sys
import seccomp as s

libc = ctypes.CDLL(None, use_errno=True)
LEARNER, CHECKER = ${LEARNER.uid}, ${CHECKER.uid}
CLONE_NEWUSER = 0x10000000
NAMESPACES = [("user", CLONE_NEWUSER), ("cgroup", 0x02000000), ("ipc", 0x08000000), ("uts", 0x04000000),
              ("net", 0x40000000), ("pid", 0x20000000), ("mnt", 0x00020000)]
CAP_DAC_READ_SEARCH, CAP_KILL, CAP_SETGID, CAP_SETUID, CAP_SYS_PTRACE = 2, 5, 6, 7, 19
CHECKER_CAPS = [CAP_DAC_READ_SEARCH, CAP_KILL, CAP_SETGID, CAP_SETUID, CAP_SYS_PTRACE]
PR_SET_PDEATHSIG, PR_SET_KEEPCAPS, PR_CAPBSET_DROP, PR_CAP_AMBIENT = 1, 8, 24, 47

def ok(result, what):
    if result != 0:
        code = ctypes.get_errno()
        raise OSError(code, "%s: %s" % (what, os.strerror(code)))

def seccomp_filter():
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
    for flag in (0x10000000, 0x00020000, 0x20000000, 0x40000000, 0x08000000, 0x04000000, 0x02000000):
        f.add_rule(s.ERRNO(errno.EPERM), "clone", s.Arg(0, s.MASKED_EQ, flag, flag))
    f.add_rule(s.ERRNO(errno.ENOSYS), "clone3")
    f.add_rule(s.ERRNO(errno.EPERM), "ioctl", s.Arg(1, s.MASKED_EQ, 0xFFFFFFFF, 0x5412))
    f.add_rule(s.ERRNO(errno.EPERM), "ioctl", s.Arg(1, s.MASKED_EQ, 0xFFFFFFFF, 0x541C))
    return f

def close_all_but(keep):
    low = 0
    for fd in sorted(set(keep) | {0, 1, 2}) + [2 ** 20]:
        if fd > low:
            os.closerange(low, fd)
        low = fd + 1

def join_cgroups(files):
    for name in files:
        with open(name, "w") as out:
            out.write(str(os.getpid()))

class CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

class CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]

def keep_only_caps(caps):
    """The process and everything it runs hold exactly caps (in the current user namespace)."""
    last = int(open("/proc/sys/kernel/cap_last_cap").read())
    for cap in range(last + 1):
        if cap not in caps:
            ok(libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0), "dropping capability %d" % cap)
    mask = sum(1 << cap for cap in caps)
    data = (CapData * 2)()
    data[0] = CapData(mask, mask, mask)
    ok(libc.capset(ctypes.byref(CapHeader(0x20080522, 0)), data), "capset")
    ok(libc.prctl(PR_CAP_AMBIENT, 4, 0, 0, 0), "clearing ambient capabilities")
    for cap in caps:
        ok(libc.prctl(PR_CAP_AMBIENT, 2, cap, 0, 0), "raising ambient capability %d" % cap)

def become(uid, caps):
    ok(libc.prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0), "keepcaps")
    os.setgroups([])
    os.setresgid(uid, uid, uid)
    os.setresuid(uid, uid, uid)
    keep_only_caps(caps)

def run_script(seconds, env):
    stdin = sys.stdin.buffer
    length = int(stdin.readline())
    source = stdin.read(length)
    fd = os.memfd_create("script", os.MFD_ALLOW_SEALING)
    os.write(fd, source)
    fcntl.fcntl(fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_SEAL | fcntl.F_SEAL_SHRINK | fcntl.F_SEAL_GROW | fcntl.F_SEAL_WRITE)
    os.set_inheritable(fd, True)
    null = os.open("/dev/null", os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    seccomp_filter().load()
    os.execve("/usr/bin/timeout", ["timeout", "-k", "2", seconds, "/bin/bash", "--noprofile", "--norc", "/dev/fd/%d" % fd], env)

def enter(config, mode, rest):
    close_all_but([])
    join_cgroups(config["cgroups"])
    opened = [(os.open("/proc/%d/ns/%s" % (config["pid"], name), os.O_RDONLY | os.O_CLOEXEC), flag) for name, flag in NAMESPACES]
    for fd, flag in opened:
        ok(libc.setns(fd, flag), "entering a namespace")
        os.close(fd)
    alive_r, alive_w = os.pipe()
    child = os.fork()
    if child:
        # Outside the sandbox's pid namespace: its processes cannot see this one. Its exit is the child's.
        while True:
            try:
                _, status = os.waitpid(child, 0)
                break
            except InterruptedError:
                continue
        code = os.waitstatus_to_exitcode(status)
        sys.exit(code if code >= 0 else 128 - code)
    role = config["role"]
    become(CHECKER if role == "checker" else LEARNER, CHECKER_CAPS if role == "checker" else [])
    # Dies with the process that entered (a terminal closed by the API, a check the API gave up on).
    ok(libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0), "pdeathsig")
    os.close(alive_w)
    if select.select([alive_r], [], [], 0)[0]:
        os._exit(137)  # the parent died before the signal was set (its end of the pipe is closed)
    os.close(alive_r)
    os.chdir(config["cwd"])
    env = config["env"]
    if mode == "script":
        run_script(rest[0], env)
    seccomp_filter().load()
    os.execve(rest[0], rest, env)

def start(config):
    close_all_but([3, 4])
    join_cgroups(config["cgroups"])
    uid = config["uid"]
    unshared_r, unshared_w = os.pipe()
    mapped_r, mapped_w = os.pipe()
    holder = os.fork()
    if holder == 0:
        try:
            os.setgroups([])
            os.setresgid(uid, uid, uid)
            os.setresuid(uid, uid, uid)
            ok(libc.unshare(CLONE_NEWUSER), "creating the user namespace")
            os.write(unshared_w, b"u")
            if os.read(mapped_r, 1) != b"m":
                os._exit(1)
            # The namespace's creator may forbid namespaces below it: none can ever be made inside.
            with open("/proc/sys/user/max_user_namespaces", "w") as limit:
                limit.write("0")
            os._exit(0)
        except BaseException as error:
            print("the sandbox's user namespace: %s" % error, file=sys.stderr)
            os._exit(1)
    if os.read(unshared_r, 1) != b"u":
        sys.exit("the sandbox's user namespace was not created")
    userns = os.open("/proc/%d/ns/user" % holder, os.O_RDONLY)
    mapping = ("%d %d 1\n%d %d 1\n" % (LEARNER, uid, CHECKER, config["checkerUid"])).encode()
    for name in ("uid_map", "gid_map"):
        fd = os.open("/proc/%d/%s" % (holder, name), os.O_WRONLY)
        os.write(fd, mapping)
        os.close(fd)
    os.write(mapped_w, b"m")
    _, status = os.waitpid(holder, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("the sandbox's user namespace could not be prepared")
    arguments = os.memfd_create("bwrap-args", 0)
    os.write(arguments, b"".join(a.encode() + b"\0" for a in ["--userns", str(userns), "--assert-userns-disabled"] + config["bwrap"]))
    os.lseek(arguments, 0, os.SEEK_SET)
    os.set_inheritable(userns, True)
    os.set_inheritable(arguments, True)
    os.setgroups([])
    os.setresgid(uid, uid, uid)
    os.setresuid(uid, uid, uid)
    os.chdir("/")
    # The options come from the memfd; bwrap wants the command itself on its command line.
    os.execve("/usr/bin/bwrap", ["bwrap", "--args", str(arguments), "--"] + config["command"], {})

mode = sys.argv[1]
if mode == "export":
    with open(sys.argv[2], "wb") as out:
        seccomp_filter().export_bpf(out)
elif mode == "start":
    start(json.loads(sys.argv[2]))
elif mode == "enter":
    enter(json.loads(sys.argv[2]), sys.argv[3], sys.argv[4:])
else:
    sys.exit("unknown mode %s" % mode)
`;

/** Debian's Python, which has the `seccomp` module (package python3-seccomp). */
export const SYSTEM_PYTHON = '/usr/bin/python3';

/** The command that runs the entry program in `mode` (`-I`: no user site, no environment, no current folder). */
export function entryCommand(...args: string[]): string[] {
  return [SYSTEM_PYTHON, '-I', '-c', ENTRY_PROGRAM, ...args];
}

/** What the `script` mode reads on stdin: the script's length in bytes, a newline, the script. */
export function scriptInput(script: string): string {
  return `${Buffer.byteLength(script)}\n${script}`;
}
