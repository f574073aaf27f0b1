import net from 'node:net';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { loadConfig } from '../config';
import { FakeDriver } from '../modules/labs/testing/fake-driver';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/** Connects, sends `head`, then one byte of `drip` every `everyMs`; resolves when the API closes the connection (or after `giveUpMs`). */
function dripRequest(port: number, head: string, drip: string, everyMs: number, giveUpMs: number) {
  return new Promise<{ closedByServer: boolean; closedAfterMs: number; response: string }>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const started = Date.now();
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedByServer, closedAfterMs: Date.now() - started, response });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => !socket.destroyed && sent < drip.length && socket.write(drip[sent++]!), everyMs);
    });
  });
}

/** A kept-alive connection with one answer read (so the API has surely accepted it); '' when it was closed instead. */
function holdConnection(port: number) {
  return new Promise<{ firstAnswer: string; socket: net.Socket }>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      resolve({ firstAnswer: answer, socket });
    };
    const timer = setTimeout(done, 2000);
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.on('connect', () => socket.write('GET /health/ HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) done();
    });
  });
}

describe('slow clients are cut off', () => {
  let t: TestApp;
  let port: number;
  const driver = new FakeDriver();
  beforeAll(async () => {
    // Small timeouts through the settings (the defaults are 10 s for headers and 30 s for the request).
    t = await createTestApp({
      driver,
      env: { HEADERS_TIMEOUT_SECONDS: '0.5', REQUEST_TIMEOUT_SECONDS: '1.5', MAX_CONNECTIONS: '3', CORS_ORIGINS: 'http://localhost:3000' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const terminal of driver.terminals) terminal.kill();
    await t.close();
  });

  it('a body sent one byte every few hundred milliseconds is cut off after REQUEST_TIMEOUT_SECONDS with 408', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(900) });
    const result = await dripRequest(
      port,
      `POST /accounts/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      250,
      8000,
    );
    expect(result.closedByServer).toBe(true);
    expect(result.closedAfterMs).toBeLessThan(3500);
    expect(result.response).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('headers sent one line at a time are cut off after HEADERS_TIMEOUT_SECONDS', async () => {
    const result = await dripRequest(port, 'GET /health/ HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n'.repeat(100), 100, 8000);
    expect(result.closedByServer).toBe(true);
    expect(result.closedAfterMs).toBeLessThan(2500);
  }, 15_000);

  it('holds at most MAX_CONNECTIONS connections: one more is closed unanswered', async () => {
    const held = [await holdConnection(port), await holdConnection(port), await holdConnection(port)];
    expect(held.map(({ firstAnswer }) => firstAnswer.slice(0, 12))).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200', 'HTTP/1.1 200']);
    const over = await holdConnection(port);
    expect(over.firstAnswer).toBe('');
    [...held, over].forEach(({ socket }) => socket.destroy());
  });

  it("the timeouts cover receiving a request only: a lab terminal's socket stays open past REQUEST_TIMEOUT_SECONDS", async () => {
    const who = await signUp(t.app);
    const launched = await t.app.inject({ method: 'POST', url: '/labs/instances/', headers: who.headers, payload: { lab_slug: 'aws-ec2-basics' } });
    await t.app.services.lifecycle.settled();
    const { ticket, path } = (await t.app.inject({ method: 'POST', url: `/labs/instances/${launched.json().id}/terminal/`, headers: who.headers })).json();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/${path}?ticket=${ticket}`, { headers: { origin: 'http://localhost:3000' } });
    let output = '';
    let closed = false;
    socket.on('message', (raw) => (output += String(JSON.parse(String(raw)).data ?? '')));
    socket.on('close', () => (closed = true));
    await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(closed).toBe(false);
    socket.send(JSON.stringify({ type: 'input', data: 'still here\r' }));
    for (let i = 0; i < 250 && !output.includes('still here'); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(output).toContain('still here');
    socket.close();
  }, 20_000);

  it('reads the limits from the settings and refuses nonsense naming the setting', () => {
    expect(loadConfig({ API_DATA_DIR: t.config.dataDir }).http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, maxConnections: 1000 });
    expect(() => loadConfig({ API_DATA_DIR: t.config.dataDir, REQUEST_TIMEOUT_SECONDS: 'never' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ API_DATA_DIR: t.config.dataDir, MAX_CONNECTIONS: '-1' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ API_DATA_DIR: t.config.dataDir, TRUST_PROXY: 'the cdn' })).toThrow(/TRUST_PROXY/);
  });
});

describe('signed-in answers are never cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Every route of the API as `METHOD /path/` with its parameters filled in, from the OpenAPI document. */
  function everyRoute(): { method: string; url: string }[] {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const fill = (path: string) =>
      path
        .replace(/\{id\}/g, '00000000-0000-4000-8000-000000000000')
        .replace(/\{index\}/g, '0')
        .replace(/\{(\w+)\}/g, 'no-such-$1');
    return Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: fill(path) })));
  }

  it('every answer to a request with a bearer token says Cache-Control: no-store, on every route', async () => {
    const { headers } = await signUp(t.app);
    const routes = everyRoute();
    expect(routes.length).toBeGreaterThan(30);
    const cacheable: string[] = [];
    for (const { method, url } of routes) {
      if (url.includes('/accounts/logout/')) continue; // would end the session the other routes use
      const response = await t.app.inject({ method: method as 'GET', url, headers });
      if (response.headers['cache-control'] !== 'no-store')
        cacheable.push(`${method} ${url} -> ${response.statusCode} ${String(response.headers['cache-control'])}`);
    }
    expect(cacheable).toEqual([]);
  });

  it('get-user/ and profile/ say no-store; so do the answers that carry tokens (sign-up, login, refresh)', async () => {
    const { headers } = await signUp(t.app, { email: 'cache@example.com', password: 'a-long-enough passphrase 42' });
    for (const url of ['/accounts/get-user/', '/accounts/profile/']) {
      const response = await t.app.inject({ url, headers });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/accounts/login/',
      payload: { email: 'cache@example.com', password: 'a-long-enough passphrase 42' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({ method: 'POST', url: '/accounts/refresh/', payload: { refresh_token: login.json().refresh_token } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/accounts/signup/',
      payload: {
        first_name: 'Ana',
        last_name: 'Lee',
        email: 'cache2@example.com',
        password: 'a-long-enough passphrase 42',
        telephone: '+14155550100',
        country: 'US',
      },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.headers['cache-control']).toBe('no-store');
  });

  it('an anonymous read of public data is left to its route (the plans, the catalog)', async () => {
    const plans = await t.app.inject({ url: '/payments/plans/' });
    expect(plans.statusCode).toBe(200);
    expect(plans.headers['cache-control']).not.toBe('no-store');
  });
});

describe('/docs is off in production unless API_DOCS says so', () => {
  it.each([
    [{}, 200],
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
    [{ API_DOCS: 'false' }, 404],
  ])('with %j /docs answers %i', async (env, status) => {
    const t = await createTestApp({ env });
    try {
      expect((await t.app.inject({ url: '/docs/json' })).statusCode).toBe(status);
      expect((await t.app.inject({ url: '/docs' })).statusCode).toBe(status);
    } finally {
      await t.close();
    }
  });
});
