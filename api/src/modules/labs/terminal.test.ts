import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { terminalTickets } from './terminal/terminal.schema';
import { FakeDriver } from './testing/fake-driver';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

// The terminal socket's rules (docs/decisions/0004-lab-drivers.md#terminal), over a real socket.
const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let base = '';
const driver = new FakeDriver();

beforeAll(async () => {
  t = await createTestApp({ driver, env: { CORS_ORIGINS: ORIGIN } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const terminal of driver.terminals) terminal.kill();
  await t.close();
});

async function runningInstance(who: SignedUp): Promise<string> {
  const created = (await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-ec2-basics' } })).json();
  await t.app.services.lifecycle.settled();
  return created.id;
}

async function ticketFor(who: SignedUp, id: string) {
  const response = await t.app.inject({ method: 'POST', url: `/labs/instances/${id}/terminal/`, headers: who.headers });
  expect(response.statusCode).toBe(201);
  return response.json() as { ticket: string; path: string; expires_in: number };
}

type Frame = { type: string; data?: string; offset?: number };

/** Opens the socket; answers its frames so far, and how it closed (code) once it has. */
function open(path: string, query: string, origin = ORIGIN, at = base) {
  const socket = new WebSocket(`${at}/${path}?${query}`, { headers: { origin } });
  const frames: Frame[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (raw) => frames.push(JSON.parse(String(raw)) as Frame));
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  const text = () =>
    frames
      .filter((frame) => frame.type === 'output')
      .map((frame) => frame.data)
      .join('');
  // Up to 10 s: a pty's first echo can be slow on a loaded 2-core machine.
  const until = async (wanted: string) => {
    for (let i = 0; i < 500 && !text().includes(wanted); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    return text();
  };
  return { socket, frames, closed, opened, text, until };
}

describe('the terminal socket', () => {
  it('echoes what is typed, with the output offset, after a single-use ticket for a running instance', async () => {
    const who = await signUp(t.app);
    const id = await runningInstance(who);
    const { ticket, path, expires_in } = await ticketFor(who, id);
    expect(path).toBe(`labs/instances/${id}/terminal/socket/`);
    expect(expires_in).toBe(30);
    const terminal = open(path, `ticket=${ticket}`);
    await terminal.opened;
    terminal.socket.send(JSON.stringify({ type: 'resize', cols: 120, rows: 40 }));
    terminal.socket.send(JSON.stringify({ type: 'input', data: 'hello from the browser\r' }));
    expect(await terminal.until('hello from the browser')).toContain('hello from the browser');
    expect(terminal.frames[0]).toMatchObject({ type: 'output', offset: 0 });
    terminal.socket.close();
  });

  it('on reconnect with `since`, replays only the output the browser missed', async () => {
    const who = await signUp(t.app);
    const id = await runningInstance(who);
    const first = open((await ticketFor(who, id)).path, `ticket=${(await ticketFor(who, id)).ticket}`);
    await first.opened;
    first.socket.send(JSON.stringify({ type: 'input', data: 'first line\r' }));
    // The pty echoes the line as typed, then `cat` writes it back: the browser has seen both.
    const seen = (await first.until('first line\r\nfirst line\r\n')).length;
    first.socket.close();
    await first.closed;

    // Typed while no socket was open (the shell lives on): the next socket replays it.
    const second = open(`labs/instances/${id}/terminal/socket/`, `ticket=${(await ticketFor(who, id)).ticket}&since=${seen}`);
    await second.opened;
    second.socket.send(JSON.stringify({ type: 'input', data: 'second line\r' }));
    const replayed = await second.until('second line\r\n');
    expect(replayed).not.toContain('first line');
    expect(second.frames[0]!.offset).toBe(seen);
    second.socket.close();
  });

  it.each([
    ['no ticket', () => '', 4401],
    ['a made-up ticket', () => 'ticket=not-a-ticket', 4401],
  ])('refuses %s (4401)', async (_name, query, code) => {
    const who = await signUp(t.app);
    const id = await runningInstance(who);
    expect(await open(`labs/instances/${id}/terminal/socket/`, query()).closed).toBe(code);
  });

  it('refuses a ticket used twice, another learner’s ticket, an expired ticket and a foreign Origin', async () => {
    const amina = await signUp(t.app);
    const omar = await signUp(t.app);
    const aminas = await runningInstance(amina);
    const omars = await runningInstance(omar);
    const path = `labs/instances/${aminas}/terminal/socket/`;

    const once = await ticketFor(amina, aminas);
    const used = open(path, `ticket=${once.ticket}`);
    await used.opened;
    expect(await open(path, `ticket=${once.ticket}`).closed).toBe(4401);
    used.socket.close();

    // Omar's ticket is for his instance: it opens nothing of Amina's.
    const omarsTicket = await ticketFor(omar, omars);
    expect(await open(path, `ticket=${omarsTicket.ticket}`).closed).toBe(4401);

    // A ticket 31 s old, by the database's clock (the one every API process shares).
    const late = await ticketFor(amina, aminas);
    await t.database.db.update(terminalTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await open(path, `ticket=${late.ticket}`).closed).toBe(4401);

    const foreign = await ticketFor(amina, aminas);
    expect(await open(path, `ticket=${foreign.ticket}`, 'https://evil.example').closed).toBe(4403);
  });

  it('closes a socket that sends a message over 64 KiB (1009)', async () => {
    const who = await signUp(t.app);
    const id = await runningInstance(who);
    const terminal = open(`labs/instances/${id}/terminal/socket/`, `ticket=${(await ticketFor(who, id)).ticket}`);
    await terminal.opened;
    terminal.socket.send(JSON.stringify({ type: 'input', data: 'x'.repeat(70 * 1024) }));
    expect(await terminal.closed).toBe(1009);
  });

  it('gives no ticket for an instance that is not running (409) nor for another learner’s (404)', async () => {
    const amina = await signUp(t.app);
    const omar = await signUp(t.app);
    const id = await runningInstance(amina);
    expect((await t.app.inject({ method: 'POST', url: `/labs/instances/${id}/terminal/`, headers: omar.headers })).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: `/labs/instances/${id}/stop/`, headers: amina.headers });
    expect((await t.app.inject({ method: 'POST', url: `/labs/instances/${id}/terminal/`, headers: amina.headers })).statusCode).toBe(409);
  });

  it('serves at most 4 sockets of one instance at once and refuses the next with 4429, saying why', async () => {
    const who = await signUp(t.app);
    const id = await runningInstance(who);
    const path = `labs/instances/${id}/terminal/socket/`;
    const sockets = [];
    for (let index = 0; index < 4; index += 1) {
      const terminal = open(path, `ticket=${(await ticketFor(who, id)).ticket}`);
      await terminal.opened;
      sockets.push(terminal);
    }
    const fifth = new WebSocket(`${base}/${path}?ticket=${(await ticketFor(who, id)).ticket}`, { headers: { origin: ORIGIN } });
    const [code, reason] = await new Promise<[number, string]>((resolve) => fifth.on('close', (closeCode, why) => resolve([closeCode, String(why)])));
    expect(code).toBe(4429);
    expect(reason).toContain('already has 4 terminals open');
    // One closed makes room again.
    sockets[0]!.socket.close();
    await sockets[0]!.closed;
    const again = open(path, `ticket=${(await ticketFor(who, id)).ticket}`);
    await again.opened;
    again.socket.send(JSON.stringify({ type: 'input', data: 'room again\r' }));
    expect(await again.until('room again')).toContain('room again');
    for (const terminal of [...sockets.slice(1), again]) terminal.socket.close();
  });

  it("ends the instance's shell when the instance stops: its sockets hear the exit and a new ticket is refused", async () => {
    const who = await signUp(t.app);
    const id = await runningInstance(who);
    const terminal = open(`labs/instances/${id}/terminal/socket/`, `ticket=${(await ticketFor(who, id)).ticket}`);
    await terminal.opened;
    terminal.socket.send(JSON.stringify({ type: 'input', data: 'before stop\r' }));
    await terminal.until('before stop');
    const shells = driver.terminals.length;
    await t.app.inject({ method: 'POST', url: `/labs/instances/${id}/stop/`, headers: who.headers });
    expect(await terminal.closed).toBe(1000);
    expect(terminal.frames.at(-1)).toMatchObject({ type: 'exit' });
    expect(driver.terminals.length).toBe(shells);
    const refused = await t.app.inject({ method: 'POST', url: `/labs/instances/${id}/terminal/`, headers: who.headers });
    expect(refused.json()).toMatchObject({ code: 'instance_not_running', message: 'This lab is not running any more: launch it again to continue.' });
  });
});

describe('the terminal socket on a fleet of API processes (one database)', () => {
  let other: TestApp;
  let otherBase = '';
  beforeAll(async () => {
    other = await createTestApp({ driver, database: t.database, env: { CORS_ORIGINS: ORIGIN } });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    otherBase = `ws://127.0.0.1:${(other.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => other.close());

  it('a ticket issued by one process opens the socket on another, and echoes there', async () => {
    const who = await signUp(t.app);
    const id = await runningInstance(who);
    const { ticket, path } = await ticketFor(who, id);
    const terminal = open(path, `ticket=${ticket}`, ORIGIN, otherBase);
    await terminal.opened;
    terminal.socket.send(JSON.stringify({ type: 'input', data: 'typed through the other process\r' }));
    expect(await terminal.until('typed through the other process')).toContain('typed through the other process');
    terminal.socket.close();
  });

  it('one ticket sent to two processes at once opens one socket: the other is refused (4401)', async () => {
    const who = await signUp(t.app);
    const id = await runningInstance(who);
    const { ticket, path } = await ticketFor(who, id);
    const both = [open(path, `ticket=${ticket}`), open(path, `ticket=${ticket}`, ORIGIN, otherBase)];
    // Half a second on: one socket is still open, the other was closed as unauthorised.
    const still = (terminal: ReturnType<typeof open>) => Promise.race([terminal.closed, new Promise((resolve) => setTimeout(() => resolve('open'), 500))]);
    const states = await Promise.all(both.map(still));
    expect(states).toHaveLength(2);
    expect(states).toEqual(expect.arrayContaining([4401, 'open']));
    both.forEach((terminal) => terminal.socket.close());
  });
});
