import type { TerminalTicket } from '@ilm/contract';

/**
 * Where the browser terminal stands (docs/decisions/0004-lab-drivers.md#terminal):
 * - `connecting` / `reconnecting`: asking for a ticket and opening the socket;
 * - `open`: typing reaches the shell;
 * - `exited`: the shell ended (the learner typed `exit`); a new connection starts a new shell;
 * - `ended`: the instance no longer runs (stopped, expired, reset);
 * - `refused`: the API will not let this page in (another site's page, or the ticket was refused again);
 * - `crowded`: the lab's terminal is already open in as many tabs or windows as it serves;
 * - `offline`: the connection kept failing; the learner can try again.
 */
export type TerminalState = 'connecting' | 'open' | 'reconnecting' | 'exited' | 'ended' | 'refused' | 'crowded' | 'offline';

/** The socket's close codes the API uses (api/src/modules/labs/terminal.routes.ts). */
export const CLOSE_CODES = { ticket: 4401, origin: 4403, notRunning: 4409, tooMany: 4429, failed: 4500 } as const;

/** Waits between tries after a connection drops; after the last one the terminal is `offline`. */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

type ServerMessage = { type: 'output'; data: string; offset: number } | { type: 'exit'; code: number };

/** The part of the browser's WebSocket this connection uses (a fake one stands in for it in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface TerminalConnectionOptions {
  /** `POST labs/instances/:id/terminal/`: a single-use ticket. Rejects with the API's error. */
  requestTicket: () => Promise<TerminalTicket>;
  /** The socket address of a ticket, with `since` (the output characters already shown). */
  socketUrl: (ticket: TerminalTicket, since: number) => string;
  openSocket?: (url: string) => SocketLike;
  onOutput: (data: string) => void;
  onState: (state: TerminalState) => void;
}

const OPEN = 1;

/**
 * The browser end of a lab terminal: asks for a ticket, opens the socket, sends keystrokes and the
 * terminal's size, and writes the shell's output. When the socket drops it reconnects with the
 * offset it has, so the API replays exactly what was missed (and nothing twice).
 */
export class TerminalConnection {
  private socket: SocketLike | null = null;
  /** Output characters written so far: what `since` asks the API to skip. */
  private received = 0;
  private failures = 0;
  private size: { cols: number; rows: number } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private state: TerminalState = 'connecting';

  constructor(private readonly options: TerminalConnectionOptions) {}

  /** Opens the connection (again, after `exited` or `offline`). */
  start(): void {
    this.stopped = false;
    this.failures = 0;
    clearTimeout(this.timer);
    void this.connect('connecting');
  }

  /** Keystrokes and pasted text, sent while the socket is open. */
  send(data: string): void {
    if (this.socket?.readyState === OPEN && this.state === 'open') this.socket.send(JSON.stringify({ type: 'input', data }));
  }

  /** The terminal's size in characters; sent now and on every (re)connection. */
  resize(cols: number, rows: number): void {
    this.size = { cols, rows };
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'resize', cols, rows }));
  }

  /** Closes for good (the page went away). */
  dispose(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
  }

  private setState(state: TerminalState): void {
    this.state = state;
    this.options.onState(state);
  }

  private async connect(state: 'connecting' | 'reconnecting'): Promise<void> {
    this.setState(state);
    let ticket: TerminalTicket;
    try {
      ticket = await this.options.requestTicket();
    } catch (error) {
      if (this.stopped) return;
      // 409: the instance is not running any more; 401/403/404: this learner cannot have its terminal.
      const status = (error as { status?: number }).status ?? 0;
      if (status === 409) return this.setState('ended');
      if ([401, 403, 404].includes(status)) return this.setState('refused');
      return this.retry();
    }
    if (this.stopped) return;
    const open = this.options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = open(this.options.socketUrl(ticket, this.received));
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      if (this.size) socket.send(JSON.stringify({ type: 'resize', ...this.size }));
      this.setState('open');
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = ({ code }) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (this.state === 'exited') return;
      if (code === CLOSE_CODES.notRunning) return this.setState('ended');
      if (code === CLOSE_CODES.origin) return this.setState('refused');
      if (code === CLOSE_CODES.tooMany) return this.setState('crowded');
      this.retry();
    };
  }

  private receive(raw: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(raw)) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === 'exit') {
      this.setState('exited');
      return;
    }
    if (message.type !== 'output' || typeof message.data !== 'string') return;
    // A replay may start before what this page already has: write only the new part.
    const skip = Math.max(0, this.received - message.offset);
    if (skip < message.data.length) this.options.onOutput(message.data.slice(skip));
    this.received = Math.max(this.received, message.offset + message.data.length);
  }

  private retry(): void {
    if (this.failures >= RETRY_DELAYS_MS.length) return this.setState('offline');
    const delay = RETRY_DELAYS_MS[this.failures]!;
    this.failures += 1;
    this.setState('reconnecting');
    this.timer = setTimeout(() => void this.connect('reconnecting'), delay);
  }
}
