import { CLOSE_CODES, RETRY_DELAYS_MS, TerminalConnection, type SocketLike, type TerminalState } from './terminal-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  output(data: string, offset: number) {
    this.onmessage?.({ data: JSON.stringify({ type: 'output', data, offset }) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const flush = () => jest.advanceTimersByTimeAsync(0);

function setup({ ticket = jest.fn(async () => ({ ticket: `t${Math.random()}`, path: 'p/', expires_in: 30 })) } = {}) {
  const sockets: FakeSocket[] = [];
  const states: TerminalState[] = [];
  let screen = '';
  const connection = new TerminalConnection({
    requestTicket: ticket,
    socketUrl: (t, since) => `ws://api/p/?ticket=${t.ticket}&since=${since}`,
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onOutput: (data) => (screen += data),
    onState: (state) => states.push(state),
  });
  return { connection, sockets, states, ticket, screen: () => screen };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('TerminalConnection', () => {
  it('sends keystrokes and the terminal size only once the socket is open', async () => {
    const { connection, sockets, states } = setup();
    connection.resize(120, 32);
    connection.start();
    await flush();
    connection.send('ls\r');
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.open();
    connection.send('ls\r');
    expect(sockets[0]!.sent).toEqual([
      { type: 'resize', cols: 120, rows: 32 },
      { type: 'input', data: 'ls\r' },
    ]);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('reconnects with a new ticket after a drop, asking only for the output it missed, and writes nothing twice', async () => {
    const { connection, sockets, ticket, screen } = setup();
    connection.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.output('learner$ ', 0);
    sockets[0]!.output('ls\r\n', 9);
    sockets[0]!.drop();
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!);
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(sockets[1]!.url).toMatch(/since=13$/);
    sockets[1]!.open();
    // The API replays from an earlier point than asked (it keeps whole chunks): the overlap is skipped.
    sockets[1]!.output('\r\nnotes.txt\r\n', 11);
    expect(screen()).toBe('learner$ ls\r\nnotes.txt\r\n');
  });

  it('stops at "ended" when the instance no longer runs, and at "refused" for a foreign page', async () => {
    const first = setup();
    first.connection.start();
    await flush();
    first.sockets[0]!.drop(CLOSE_CODES.notRunning);
    expect(first.states.at(-1)).toBe('ended');

    const second = setup();
    second.connection.start();
    await flush();
    second.sockets[0]!.drop(CLOSE_CODES.origin);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(second.states.at(-1)).toBe('refused');
    expect(second.sockets).toHaveLength(1);
  });

  it('stops at "crowded" without retrying when the lab already serves its most sockets (4429)', async () => {
    const { connection, sockets, states } = setup();
    connection.start();
    await flush();
    sockets[0]!.drop(CLOSE_CODES.tooMany);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(states.at(-1)).toBe('crowded');
    expect(sockets).toHaveLength(1);
  });

  it('says "ended" when the API will not give a ticket because the lab stopped', async () => {
    const { connection, states } = setup({ ticket: jest.fn(async () => Promise.reject(Object.assign(new Error('not running'), { status: 409 }))) });
    connection.start();
    await flush();
    expect(states).toEqual(['connecting', 'ended']);
  });

  it('gives up after its retries and is "offline" until started again', async () => {
    const { connection, sockets, states } = setup();
    connection.start();
    await flush();
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      sockets.at(-1)!.drop();
      await jest.advanceTimersByTimeAsync(10_000);
    }
    expect(states.at(-1)).toBe('offline');
    const count = sockets.length;
    connection.start();
    await flush();
    expect(sockets).toHaveLength(count + 1);
    expect(states.at(-1)).toBe('connecting');
  });

  it('stays "exited" when the shell ends, until it is started again', async () => {
    const { connection, sockets, states } = setup();
    connection.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'exit', code: 0 }) });
    sockets[0]!.drop(1000);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(states.at(-1)).toBe('exited');
    expect(sockets).toHaveLength(1);
  });
});
