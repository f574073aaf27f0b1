import koffi from 'koffi';

const F_GETFD = 1;
const F_SETFD = 2;
const FD_CLOEXEC = 1;

type Fcntl = (fd: number, command: number, argument: number) => number;

/** libc's fcntl, loaded on first use: Node has no call that reads or sets a descriptor's flags. */
let loaded: Fcntl | undefined;
const fcntl = (): Fcntl => (loaded ??= koffi.load('libc.so.6').func('int fcntl(int fd, int cmd, int arg)') as unknown as Fcntl);

/**
 * Marks a descriptor this process holds close-on-exec, so no program it starts later inherits it.
 * node-pty opens each terminal's pty master without the flag (docs/rules/lab-sandbox.md#descriptors):
 * every process spawned after it would hold another learner's terminal. Throws when it cannot.
 */
export function setCloseOnExec(fd: number): void {
  const flags = fcntl()(fd, F_GETFD, 0);
  if (flags < 0 || fcntl()(fd, F_SETFD, flags | FD_CLOEXEC) < 0) throw new Error(`descriptor ${fd} could not be made close-on-exec`);
}
