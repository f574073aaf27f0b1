import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client';
import { diplomaKeys } from './diplomas.schema';
import { createTestDatabase } from '../../testing/test-app';
import { DiplomaKeys, newPrivateJwk, publicJwkOf, SIGNING_KEY_FILE } from './signing-keys';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ilm-diploma-keys-'));
  await database.db.delete(diplomaKeys);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the diploma signing key is kept like the JWT secret', () => {
  it('DIPLOMA_SIGNING_KEY, when set, is the signer (no file is made), and its public half is recorded with its thumbprint as kid', async () => {
    const jwk = await newPrivateJwk();
    const keys = new DiplomaKeys(database.db, { dataDir, configuredJwk: JSON.stringify(jwk) });
    const { kid } = await keys.current();
    expect(kid).toBe((await publicJwkOf(jwk)).kid);
    expect(existsSync(path.join(dataDir, SIGNING_KEY_FILE))).toBe(false);
    expect(await keys.published()).toEqual([{ kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid, alg: 'EdDSA', use: 'sig' }]);
  });

  it('a setting that is not a private Ed25519 JWK stops the signing with a message naming it', async () => {
    const keys = new DiplomaKeys(database.db, { dataDir, configuredJwk: '{"kty":"RSA"}' });
    await expect(keys.current()).rejects.toThrow('DIPLOMA_SIGNING_KEY must hold a private Ed25519 JWK');
  });

  it('unset, the key is made on first use and the same key is read again by another process', async () => {
    const first = await new DiplomaKeys(database.db, { dataDir }).current();
    const again = await new DiplomaKeys(database.db, { dataDir }).current();
    expect(again.kid).toBe(first.kid);
    expect(await database.db.select().from(diplomaKeys)).toHaveLength(1);
  });
});
