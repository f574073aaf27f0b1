import { statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { diplomaKeys } from './diplomas.schema';
import { client, DIPLOMA_ENV, learnerWithDiploma, seedShortPath, verifyingWithApp } from './testing/diplomas-test-kit';
import { newPrivateJwk, publicJwkOf, SIGNING_KEY_FILE } from './signing-keys';
import { verifyDiploma } from './verify';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createDiplomasAdmin } from './diplomas.admin';

let t: TestApp;
let admin: ReturnType<typeof createDiplomasAdmin>;
beforeAll(async () => {
  t = await createTestApp({ env: DIPLOMA_ENV });
  await seedShortPath(t);
  admin = createDiplomasAdmin(() => t.config);
});
afterAll(() => t.close());

const run = (action: string, ...args: string[]) => admin[action]!.run(t.database.db, args);

describe('admin diplomas', () => {
  it('revoke <id> [reason]: the diploma shows revoked with its reason, and verification says revoked', async () => {
    const { diploma } = await learnerWithDiploma(t, 'Amina Khan');
    expect(await run('revoke', diploma.id, 'work', 'not', 'their', 'own')).toBe(
      `Diploma ${diploma.id} (linux-first-steps, Amina Khan) revoked: work not their own.`,
    );
    expect((await client(t, null).get(`/diplomas/${diploma.id}/`)).json()).toMatchObject({
      revoked_at: expect.any(String),
      revocation_reason: 'work not their own',
    });
    expect(await verifyDiploma(diploma.jwt, await verifyingWithApp(t))).toMatchObject({ verdict: 'revoked' });
    await expect(run('revoke', diploma.id)).rejects.toThrow('already been revoked');
    await expect(run('revoke', '7d3b1f0e-0000-4000-8000-000000000001')).rejects.toThrow('No diploma exists with this id.');
    await expect(run('revoke')).rejects.toThrow('usage');
  });

  it('list: every diploma with its path, name and state', async () => {
    const { diploma } = await learnerWithDiploma(t, 'Sara Malik');
    const listed = await run('list');
    expect(listed).toContain(`${diploma.id}  linux-first-steps  Sara Malik  ${diploma.issued_at}  valid`);
    expect(listed).toMatch(/revoked .*: work not their own/);
  });

  it('the signing key is generated once, kept in the data folder readable by its owner only', async () => {
    await learnerWithDiploma(t);
    const mode = statSync(path.join(t.config.dataDir, SIGNING_KEY_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('rotate-key: new diplomas are signed with a new key, older ones still verify, and both keys stay published', async () => {
    const { diploma: before } = await learnerWithDiploma(t, 'Before Rotation');
    const oldKid = before.kid.split('#')[1];
    const answer = await run('rotate-key');
    const newKid = /signed with key ([\w-]+)\./.exec(answer)?.[1];
    expect(newKid).toBeDefined();
    expect(newKid).not.toBe(oldKid);
    expect(answer).toContain(`Retired, still published: ${oldKid}`);

    // The running API signs with the new key at once.
    const { diploma: after } = await learnerWithDiploma(t, 'After Rotation');
    expect(decodeProtectedHeader(after.jwt).kid).toBe(`did:web:ilm.example#${newKid}`);
    const [old] = await t.database.db.select().from(diplomaKeys).where(eq(diplomaKeys.kid, oldKid));
    expect(old!.retiredAt).not.toBeNull();

    const jwks = (await client(t, null).get('/.well-known/jwks.json')).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));
    const did = (await client(t, null).get('/.well-known/did.json')).json();
    expect(did.verificationMethod.map((method: { id: string }) => method.id)).toEqual(expect.arrayContaining([before.kid, after.kid]));
    const options = await verifyingWithApp(t);
    expect(await verifyDiploma(before.jwt, options)).toMatchObject({ verdict: 'valid' });
    expect(await verifyDiploma(after.jwt, options)).toMatchObject({ verdict: 'valid' });
  });

  it('rotate-key with DIPLOMA_SIGNING_KEY set hands a new key for that setting and changes nothing itself', async () => {
    const configured = await newPrivateJwk();
    const keyed = createDiplomasAdmin(() => ({ ...t.config, diplomaSigningKey: JSON.stringify(configured) }));
    const published = await t.database.db.select().from(diplomaKeys);
    const answer = await keyed['rotate-key']!.run(t.database.db, []);
    expect(answer).toContain('DIPLOMA_SIGNING_KEY is set');
    const handed = JSON.parse(answer.split('\n')[1]!);
    expect(handed).toMatchObject({ kty: 'OKP', crv: 'Ed25519', d: expect.any(String) });
    expect(answer).toContain((await publicJwkOf(handed)).kid);
    expect(await t.database.db.select().from(diplomaKeys)).toEqual(published);
  });
});
