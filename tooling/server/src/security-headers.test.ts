/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy } from './security-headers';
import { serverSettingsFromEnv } from './server-settings';
import { createStaticServer } from './static-server';

const dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mfe_auth;');
writeFileSync(path.join(dist, 'main.0123abcd.css'), 'body{}');

const runtimeConfig = { API_BASE_URL: 'https://api.ilm.example/v1/', PRODUCT_NAME: 'Ilm', COUNTRY_LOOKUP_URL: 'https://ip2c.org/s' };

/** A policy as { directive: sources }. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("the apps' servers' security headers (docs/rules/security.md#headers)", () => {
  it('every file a server sends says nosniff and a referrer policy (a JS or CSS file is never read as another type)', async () => {
    const app = await createStaticServer({ distDir: dist });
    for (const url of ['/remoteEntry.js', '/main.0123abcd.css', '/', '/runtime-config.json', '/missing.0123abcd.js']) {
      const response = await app.inject({ url });
      expect([url, response.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    await app.close();
  });

  it("the HTML page has a Content-Security-Policy that forbids framing; JS files don't need one", async () => {
    const app = await createStaticServer({ distDir: dist, contentSecurityPolicy: contentSecurityPolicy({ runtimeConfig }) });
    const page = await app.inject({ url: '/auth/signin' });
    expect(directives(String(page.headers['content-security-policy']))['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await app.inject({ url: '/remoteEntry.js' })).headers['content-security-policy']).toBeUndefined();
    await app.close();
  });

  it('the policy allows scripts only from this origin and the remotes, and connects to the API (http and ws) and the country lookup', () => {
    const policy = directives(
      contentSecurityPolicy({ appOrigins: ['https://auth.ilm.example/v3/mf-manifest.json', 'http://localhost:3001/mf-manifest.json'], runtimeConfig }),
    );
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", 'https://auth.ilm.example', 'http://localhost:3001']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://auth.ilm.example',
      'http://localhost:3001',
      'https://api.ilm.example',
      'wss://api.ilm.example',
      'https://ip2c.org',
    ]);
    // The shell server writes a page's stylesheets as <style> elements, and xterm.js adds its own at run time.
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['font-src']).toEqual(["'self'", 'https://auth.ilm.example', 'http://localhost:3001']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('an inline script the server names is allowed by its SHA-256 hash, and no other inline script', () => {
    const script = "document.documentElement.classList.add('x')";
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const policy = directives(contentSecurityPolicy({ runtimeConfig, inlineScripts: [script, script] }));
    expect(policy['script-src']).toEqual(["'self'", hash]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(directives(contentSecurityPolicy({ runtimeConfig }))['script-src']).toEqual(["'self'"]);
  });

  it.each([
    [{}, {}, undefined],
    [{}, { 'x-forwarded-proto': 'https' }, undefined],
    [{ TRUST_PROXY: '10.0.0.0/8' }, { 'x-forwarded-proto': 'https' }, undefined],
    [{ TRUST_PROXY: 'loopback' }, { 'x-forwarded-proto': 'https' }, 'max-age=31536000'],
    [{ TRUST_PROXY: 'loopback' }, { 'x-forwarded-proto': 'http' }, undefined],
    [{ TRUST_PROXY: 'loopback', HSTS: 'off' }, { 'x-forwarded-proto': 'https' }, undefined],
    [{ HSTS: 'always' }, {}, 'max-age=31536000'],
  ])('HSTS with settings %j and headers %j (from 127.0.0.1): %s', async (env, headers, hsts) => {
    const app = await createStaticServer({ distDir: dist, ...serverSettingsFromEnv(env) });
    const response = await app.inject({ url: '/', headers, remoteAddress: '127.0.0.1' });
    expect(response.headers['strict-transport-security']).toBe(hsts);
    await app.close();
  });

  it('refuses a TRUST_PROXY or HSTS setting it cannot read, naming it', () => {
    expect(() => serverSettingsFromEnv({ TRUST_PROXY: 'the proxy' })).toThrow(/TRUST_PROXY/);
    expect(() => serverSettingsFromEnv({ HSTS: 'yes' })).toThrow(/HSTS/);
  });
});
