import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, parseDuration } from './config';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ilm-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('settings', () => {
  it('defaults: port 8000, embedded database in the data folder, the local shell and remotes as CORS origins', () => {
    const config = loadConfig({ API_DATA_DIR: tempDir() });
    expect(config.port).toBe(8000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual([3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`));
    expect(config.accessTokenTtlSeconds).toBe(900);
    expect(config.publicSiteUrl).toBe('http://localhost:3000');
  });

  it('generates the JWT secret once and keeps it in the data folder (never a constant in code)', () => {
    const dir = tempDir();
    const first = loadConfig({ API_DATA_DIR: dir }).jwtSecret;
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ API_DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ API_DATA_DIR: tempDir() }).jwtSecret).not.toBe(first);
    expect(loadConfig({ API_DATA_DIR: dir, JWT_SECRET: 'from-the-environment' }).jwtSecret).toBe('from-the-environment');
  });

  it('reads lists, durations and numbers, and refuses nonsense', () => {
    const config = loadConfig({
      API_DATA_DIR: tempDir(),
      CORS_ORIGINS: 'https://a.example, https://b.example',
      REFRESH_TOKEN_TTL: '7d',
      PUBLIC_SITE_URL: 'https://ilm.example/',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.refreshTokenTtlSeconds).toBe(7 * 86400);
    expect(config.publicSiteUrl).toBe('https://ilm.example');
    expect(parseDuration('90s', 0)).toBe(90);
    expect(parseDuration('2h', 0)).toBe(7200);
    expect(() => parseDuration('soon', 0, 'ACCESS_TOKEN_TTL')).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ API_DATA_DIR: tempDir(), API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });

  it('on a shared PostgreSQL server the shared secrets are required, naming each one missing', () => {
    const shared = { API_DATA_DIR: tempDir(), DATABASE_URL: 'postgres://ilm@db.internal/ilm' };
    expect(() => loadConfig(shared)).toThrow(/^JWT_SECRET and DIPLOMA_SIGNING_KEY must be set when DATABASE_URL is/);
    expect(() => loadConfig({ ...shared, JWT_SECRET: 'one-secret-for-every-process' })).toThrow(/^DIPLOMA_SIGNING_KEY must be set/);
    const config = loadConfig({ ...shared, JWT_SECRET: 'one-secret-for-every-process', DIPLOMA_SIGNING_KEY: '{"kty":"OKP"}' });
    expect(config.jwtSecret).toBe('one-secret-for-every-process');
    expect(existsSync(path.join(shared.API_DATA_DIR, 'jwt-secret'))).toBe(false);
  });
});
