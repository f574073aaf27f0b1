/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { httpLimitsFromEnv, serverSettingsFromEnv } from './server-settings';
import { createStaticServer } from './static-server';
import { dripRequest, holdConnection } from './testing/slow-client';

const dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"mfe_auth"}');

async function listening(env: Record<string, string>): Promise<{ app: FastifyInstance; port: number }> {
  const app = await createStaticServer({ distDir: dist, ...serverSettingsFromEnv(env) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

// Small timeouts through the settings, so the test takes seconds (the defaults are 10 s and 30 s).
const SMALL = { HEADERS_TIMEOUT_SECONDS: '0.5', REQUEST_TIMEOUT_SECONDS: '1.5' };

describe("a static server's timeouts and connection cap: a slow client cannot hold a connection", () => {
  it('cuts off a body sent one byte at a time once REQUEST_TIMEOUT_SECONDS have passed, with 408', async () => {
    const { app, port } = await listening(SMALL);
    const result = await dripRequest({
      port,
      head: 'POST /anything HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n',
      drip: 'x'.repeat(1000),
      everyMs: 250,
      giveUpMs: 8000,
    });
    await app.close();
    expect(result.closedByServer).toBe(true);
    expect(result.closedAfterMs).toBeLessThan(3500);
    expect(result.response).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('cuts off headers sent one line at a time once HEADERS_TIMEOUT_SECONDS have passed', async () => {
    const { app, port } = await listening(SMALL);
    const result = await dripRequest({ port, head: 'GET / HTTP/1.1\r\nHost: localhost\r\n', drip: 'X-Slow: 1\r\n'.repeat(100), everyMs: 100, giveUpMs: 8000 });
    await app.close();
    expect(result.closedByServer).toBe(true);
    expect(result.closedAfterMs).toBeLessThan(2500);
  }, 15_000);

  it('holds at most MAX_CONNECTIONS connections; one over it is closed unanswered, and room frees when one closes', async () => {
    const { app, port } = await listening({ MAX_CONNECTIONS: '2' });
    const first = await holdConnection(port, '/mf-manifest.json');
    const second = await holdConnection(port, '/mf-manifest.json');
    expect(first.firstAnswer).toMatch(/^HTTP\/1\.1 200 /);
    expect(second.firstAnswer).toMatch(/^HTTP\/1\.1 200 /);
    const third = await holdConnection(port, '/mf-manifest.json');
    expect(third.firstAnswer).toBe('');
    await third.closed;
    first.close();
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fourth = await holdConnection(port, '/mf-manifest.json');
    expect(fourth.firstAnswer).toMatch(/^HTTP\/1\.1 200 /);
    second.close();
    fourth.close();
    await app.close();
  });

  it('reads its limits from the settings, with defaults, and refuses nonsense naming the setting', () => {
    expect(httpLimitsFromEnv({})).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, maxConnections: 1000 });
    expect(httpLimitsFromEnv({ REQUEST_TIMEOUT_SECONDS: '60', HEADERS_TIMEOUT_SECONDS: '5', MAX_CONNECTIONS: '50' })).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 60_000,
      maxConnections: 50,
    });
    expect(() => httpLimitsFromEnv({ REQUEST_TIMEOUT_SECONDS: 'soon' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => httpLimitsFromEnv({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => httpLimitsFromEnv({ HEADERS_TIMEOUT_SECONDS: '40' })).toThrow(/HEADERS_TIMEOUT_SECONDS/);
    expect(() => httpLimitsFromEnv({ MAX_CONNECTIONS: '1.5' })).toThrow(/MAX_CONNECTIONS/);
  });
});
