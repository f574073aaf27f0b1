import { spawn as spawnPty } from '@lydell/node-pty';
import type { TerminalProcess, TerminalSize } from '../driver/lab-driver';
import { setCloseOnExec } from './close-on-exec';

/** Runs `command` on a pseudo-terminal of `size` (the prebuilt `@lydell/node-pty`: no compiler at install). */
export function startTerminal(command: string[], size: TerminalSize): TerminalProcess {
  const pty = spawnPty(command[0]!, command.slice(1), { name: 'xterm-256color', cols: size.cols, rows: size.rows, env: {}, cwd: '/' });
  // Before anything else can be spawned: the master stays in this process only.
  setCloseOnExec((pty as unknown as { _fd: number })._fd);
  return {
    onData: (listener) => void pty.onData(listener),
    onExit: (listener) => void pty.onExit(({ exitCode }) => listener(exitCode)),
    write: (data) => pty.write(data),
    resize: ({ cols, rows }) => pty.resize(cols, rows),
    kill: () => {
      try {
        pty.kill('SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}
