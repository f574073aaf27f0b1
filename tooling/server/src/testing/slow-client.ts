import net from 'node:net';

/** What a dripping client saw: how long the server let it keep the connection, and what it answered. */
export interface DripResult {
  /** Milliseconds from connecting until the server closed the connection (or `giveUpMs` if it never did). */
  closedAfterMs: number;
  /** Whether the server closed it (false: still open when the client gave up). */
  closedByServer: boolean;
  response: string;
}

/**
 * A slow client (docs/rules/security.md#slow-clients): connects to `port`, sends `head` at once, then `drip` one byte
 * every `everyMs`, and waits up to `giveUpMs` for the server to close the connection.
 */
export function dripRequest({
  port,
  head,
  drip,
  everyMs,
  giveUpMs,
}: {
  port: number;
  head: string;
  drip: string;
  everyMs: number;
  giveUpMs: number;
}): Promise<DripResult> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const started = Date.now();
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs: Date.now() - started, closedByServer, response });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]!);
      }, everyMs);
    });
  });
}

/** A kept-alive connection that has had one answer (so the server has surely accepted it). */
export interface HeldConnection {
  /** What the server answered to the first request ('' when it closed the connection instead). */
  firstAnswer: string;
  /** Resolves when the server closes it. */
  closed: Promise<void>;
  close(): void;
}

/** Opens a connection, sends `GET path` with keep-alive, and resolves with the first answer's bytes (or '' when closed first). */
export function holdConnection(port: number, path: string, waitMs = 2000): Promise<HeldConnection> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    let settled = false;
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ firstAnswer: answer, closed, close: () => socket.destroy() });
    };
    socket.on('error', () => undefined);
    socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) settle();
    });
    void closed.then(settle);
    const timer = setTimeout(settle, waitMs);
  });
}
