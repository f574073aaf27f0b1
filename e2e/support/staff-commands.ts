import { execFile } from 'node:child_process';
import path from 'node:path';
import { PORTS, SHELL_URL, type Stack } from './stack';

const ROOT = path.resolve(__dirname, '..', '..');

/** What a command printed and how it ended. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `pnpm …` from the workspace's root with `env` added; a non-zero exit is a result, not an error. */
export function pnpm(args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile('pnpm', args, { cwd: ROOT, env: { ...process.env, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Staff commands (`pnpm --filter @ilm/api admin …`, api/src/admin) on the stack's own database, the
 * way staff run them on the server: with its settings (its data folder, its mail server, its site).
 * The stack's API keeps its embedded database (PGlite) open and one process at a time may: the API
 * is stopped while the commands run, and started again after.
 */
export async function runStaffCommands(stack: Stack, commands: string[][]): Promise<string[]> {
  const settings = {
    API_DATA_DIR: stack.dataDir,
    API_PORT: String(PORTS.api),
    PUBLIC_SITE_URL: SHELL_URL,
    SMTP_URL: stack.mailbox.url,
    LOG_LEVEL: 'warn',
  };
  const printed: string[] = [];
  await stack.api.stop();
  try {
    for (const command of commands) {
      const result = await pnpm(['--silent', '--filter', '@ilm/api', 'admin', ...command], settings);
      if (result.code !== 0) throw new Error(`admin ${command.join(' ')} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
      printed.push(result.stdout.trim());
    }
  } finally {
    await stack.api.start();
  }
  return printed;
}
