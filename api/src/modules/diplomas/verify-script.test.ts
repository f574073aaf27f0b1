import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { learnerWithDiploma, seedShortPath } from './testing/diplomas-test-kit';
import { publicJwkOf } from './signing-keys';

/**
 * `pnpm --filter @ilm/api verify:diploma` run as a separate program against the API over real HTTP:
 * it has nothing of the site but the published keys and the status list.
 */
const API_ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(API_ROOT, 'scripts/verify-diploma.ts');
const TSX = path.join(API_ROOT, 'node_modules/.bin/tsx');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function verify(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(TSX, [SCRIPT, ...args], { cwd: API_ROOT, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

let t: TestApp;
let base: string;
let folder: string;
beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PUBLIC_SITE_URL: 'https://ilm.example', PUBLIC_API_URL: base } });
  await seedShortPath(t);
  await t.app.listen({ port, host: '127.0.0.1' });
  folder = mkdtempSync(path.join(os.tmpdir(), 'ilm-verify-'));
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const file = (name: string, content: string) => {
  const at = path.join(folder, name);
  writeFileSync(at, content);
  return at;
};

describe('verify:diploma, outside the site', () => {
  it('a diploma as issued is valid with only the published keys (exit 0)', async () => {
    const { diploma } = await learnerWithDiploma(t, 'Amina Khan');
    const result = await verify(`${base}/diplomas/${diploma.id}/`, '--jwks', `${base}/.well-known/jwks.json`);
    expect(result.output).toMatch(/^valid: signed by did:web:ilm\.example#/);
    expect(result.output).toContain('Amina Khan');
    expect(result.code).toBe(0);
  });

  it('a revoked diploma is revoked (exit 1)', async () => {
    const { diploma } = await learnerWithDiploma(t, 'Bilal Siddiqui');
    await t.app.services.diplomas.revoke(diploma.id, null);
    const result = await verify(file('revoked.jwt', diploma.jwt), '--jwks', `${base}/.well-known/jwks.json`);
    expect(result.output).toMatch(/^revoked: the issuer has revoked it/);
    expect(result.code).toBe(1);
  });

  it('a tampered diploma is invalid: its signature does not match (exit 2)', async () => {
    const { diploma } = await learnerWithDiploma(t, 'Sara Malik');
    const [header, , signature] = diploma.jwt.split('.');
    const payload = decodeJwt(diploma.jwt) as { credentialSubject: { name: string } };
    payload.credentialSubject.name = 'Mallory';
    const tampered = [header, Buffer.from(JSON.stringify(payload)).toString('base64url'), signature].join('.');
    const result = await verify(file('tampered.jwt', tampered), '--jwks', `${base}/.well-known/jwks.json`);
    expect(result.output).toMatch(/^invalid: its signature does not match its content/);
    expect(result.code).toBe(2);
  });

  it('a diploma signed by another key is invalid (exit 2), whether under its own key id or the issuer’s', async () => {
    const { diploma } = await learnerWithDiploma(t, 'Nadia Rahman');
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const otherKid = (await publicJwkOf(await exportJWK(privateKey))).kid;
    const payload = decodeJwt(diploma.jwt);
    const signWith = (kid: string) => new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', kid }).sign(privateKey);
    const ownKid = await verify(file('other-key.jwt', await signWith(`did:web:ilm.example#${otherKid}`)), '--jwks', `${base}/.well-known/jwks.json`);
    expect(ownKid.output).toMatch(/^invalid: it was signed by a key the issuer does not publish/);
    expect(ownKid.code).toBe(2);
    const borrowed = await verify(file('borrowed-kid.jwt', await signWith(diploma.kid)), '--jwks', `${base}/.well-known/jwks.json`);
    expect(borrowed.output).toMatch(/^invalid: its signature does not match/);
    expect(borrowed.code).toBe(2);
  });
});
