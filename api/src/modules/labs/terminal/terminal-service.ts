import type { FastifyBaseLogger } from 'fastify';
import type { LabDriver, TerminalProcess, TerminalSize } from '../driver/lab-driver';

/** How much of a shell's output is kept for a browser that reconnects. */
export const REPLAY_CHARACTERS = 256 * 1024;
/** Sockets one instance's shell serves at once (a few tabs or windows); one more is refused. */
export const MAX_SOCKETS_PER_INSTANCE = 4;

/** What a socket hears from a shell. */
export type ShellEvent = { type: 'output'; data: string; offset: number } | { type: 'exit'; code: number };

/** One shell per running instance, shared by its sockets, with the tail of its output. */
export class ShellSession {
  private kept = '';
  /** Characters of output produced before `kept` starts. */
  private keptFrom = 0;
  private readonly listeners = new Set<(event: ShellEvent) => void>();
  exitCode: number | null = null;

  constructor(readonly process: TerminalProcess) {
    process.onData((data) => {
      const offset = this.keptFrom + this.kept.length;
      this.kept += data;
      if (this.kept.length > REPLAY_CHARACTERS) {
        const drop = this.kept.length - REPLAY_CHARACTERS;
        this.kept = this.kept.slice(drop);
        this.keptFrom += drop;
      }
      for (const listener of this.listeners) listener({ type: 'output', data, offset });
    });
    process.onExit((code) => {
      this.exitCode = code;
      for (const listener of this.listeners) listener({ type: 'exit', code });
    });
  }

  /** The output after `since` (all that is kept when `since` is older), and where it starts. */
  replay(since: number): { data: string; offset: number } {
    const from = Math.max(since, this.keptFrom);
    return { data: this.kept.slice(Math.min(from - this.keptFrom, this.kept.length)), offset: from };
  }

  listen(listener: (event: ShellEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * The browser terminals of running lab instances (docs/decisions/0004-lab-drivers.md#terminal):
 * one shell per instance that outlives a socket, so a reconnecting browser gets back what it
 * missed. The tickets that open a socket are rows (terminal-tickets.ts).
 */
export class TerminalService {
  private readonly sessions = new Map<string, Promise<ShellSession>>();
  private readonly sockets = new Map<string, number>();

  constructor(
    private readonly driver: LabDriver,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The instance's shell, started when it has none (or its last one ended). */
  async session(instanceId: string, size: TerminalSize): Promise<ShellSession> {
    const existing = await this.sessions.get(instanceId)?.catch(() => undefined);
    if (existing && existing.exitCode === null) return existing;
    const starting = this.driver.attach(instanceId, size).then((process) => {
      const session = new ShellSession(process);
      session.listen((event) => {
        if (event.type === 'exit') this.log.info({ instanceId, code: event.code }, 'lab terminal ended');
      });
      return session;
    });
    this.sessions.set(instanceId, starting);
    starting.catch(() => this.sessions.delete(instanceId));
    return starting;
  }

  /** Counts a socket in for an instance; false when it already has {@link MAX_SOCKETS_PER_INSTANCE}. */
  admit(instanceId: string): boolean {
    const open = this.sockets.get(instanceId) ?? 0;
    if (open >= MAX_SOCKETS_PER_INSTANCE) return false;
    this.sockets.set(instanceId, open + 1);
    return true;
  }

  /** Counts a socket admitted by {@link admit} out. */
  leave(instanceId: string): void {
    const open = (this.sockets.get(instanceId) ?? 1) - 1;
    if (open > 0) this.sockets.set(instanceId, open);
    else this.sockets.delete(instanceId);
  }

  /** Ends an instance's shell (the instance stopped, expired or was reset): its sockets hear that it exited. */
  async close(instanceId: string): Promise<void> {
    const session = await this.sessions.get(instanceId)?.catch(() => undefined);
    this.sessions.delete(instanceId);
    session?.process.kill();
  }
}
