import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { diplomaCredential, statusListCredential } from './credential';
import { issuerLinks } from './issuer';
import { publicJwkOf } from './signing-keys';
import { encodeStatusList, statusBits } from './status-list';
import { verifyDiploma, type VerificationOptions } from './verify';

/**
 * The verification's bad input, with no database: each forgery or change is caught, and each
 * verdict names its reason. The API's own diplomas go through it in diplomas.test.ts.
 */
const links = issuerLinks({ publicSiteUrl: 'https://ilm.example', publicApiUrl: 'https://api.ilm.example' });
const STATUS_INDEX = 4242;

interface Key {
  privateKey: CryptoKey;
  publicJwk: JWK & { kid: string };
}
async function newKey(): Promise<Key> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return { privateKey, publicJwk: await publicJwkOf(await exportJWK(privateKey)) };
}

const sign = (payload: object, key: Key, header: Record<string, string> = {}) =>
  new SignJWT(payload as Record<string, unknown>)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', kid: `${links.did}#${key.publicJwk.kid}`, ...header })
    .sign(key.privateKey);

const credential = (changes: { issuedAt?: Date } = {}) =>
  diplomaCredential(
    {
      id: '0c4d2e11-0000-4000-8000-000000000003',
      nameOnDiploma: 'Amina Khan',
      careerPath: { slug: 'linux-first-steps', title: 'Linux First Steps', description: 'One lab.' },
      labsCompleted: [{ title: 'Files and permissions' }],
      issuedAt: changes.issuedAt ?? new Date('2025-05-31T10:00:00Z'),
      statusIndex: STATUS_INDEX,
      internships: [],
    },
    links,
  );

let issuerKey: Key;
let otherKey: Key;
beforeAll(async () => {
  [issuerKey, otherKey] = await Promise.all([newKey(), newKey()]);
});

/** Verification with the issuer's published key and a status list in which `revoked` indexes are set. */
async function options(revoked: number[] = [], listKey = issuerKey): Promise<VerificationOptions> {
  const list = await sign(statusListCredential(encodeStatusList(statusBits(revoked)), links, new Date()), listKey);
  return {
    jwks: { keys: [issuerKey.publicJwk] },
    loadStatusList: async (url) => {
      if (url !== links.statusListUrl) throw new Error(`unexpected ${url}`);
      return list;
    },
  };
}

describe('verifyDiploma', () => {
  it('a diploma signed by a published key, valid from the past and not revoked, is valid', async () => {
    const result = await verifyDiploma(await sign(credential(), issuerKey), await options());
    expect(result).toMatchObject({ verdict: 'valid', kid: `${links.did}#${issuerKey.publicJwk.kid}` });
    expect(result.reason).toBeUndefined();
    expect(result.credential?.credentialSubject.name).toBe('Amina Khan');
  });

  it('a tampered diploma (its name changed after signing) is invalid: bad signature', async () => {
    const [header, , signature] = (await sign(credential(), issuerKey)).split('.');
    const changed = { ...credential(), credentialSubject: { ...credential().credentialSubject, name: 'Mallory' } };
    const forged = [header, Buffer.from(JSON.stringify(changed)).toString('base64url'), signature].join('.');
    expect(await verifyDiploma(forged, await options())).toMatchObject({ verdict: 'invalid', reason: 'bad_signature' });
  });

  it('a diploma signed by another key under the issuer’s key id is invalid: bad signature', async () => {
    const forged = await sign(credential(), otherKey, { kid: `${links.did}#${issuerKey.publicJwk.kid}` });
    expect(await verifyDiploma(forged, await options())).toMatchObject({ verdict: 'invalid', reason: 'bad_signature' });
  });

  it('a diploma signed by a key the issuer does not publish is invalid: unknown key', async () => {
    expect(await verifyDiploma(await sign(credential(), otherKey), await options())).toMatchObject({ verdict: 'invalid', reason: 'unknown_key' });
  });

  it('a revoked diploma (its bit set in the status list) is revoked', async () => {
    expect(await verifyDiploma(await sign(credential(), issuerKey), await options([STATUS_INDEX]))).toMatchObject({ verdict: 'revoked', reason: 'revoked' });
    // Another diploma's bit says nothing about this one.
    expect(await verifyDiploma(await sign(credential(), issuerKey), await options([STATUS_INDEX + 1]))).toMatchObject({ verdict: 'valid' });
  });

  it('a status list signed by another key cannot clear a diploma: invalid', async () => {
    expect(await verifyDiploma(await sign(credential(), issuerKey), await options([], otherKey))).toMatchObject({
      verdict: 'invalid',
      reason: 'status_list_invalid',
    });
  });

  it('a status list that cannot be read leaves the diploma unverified: invalid', async () => {
    const jwt = await sign(credential(), issuerKey);
    const result = await verifyDiploma(jwt, { ...(await options()), loadStatusList: async () => Promise.reject(new Error('offline')) });
    expect(result).toMatchObject({ verdict: 'invalid', reason: 'status_unavailable' });
  });

  it('a diploma valid only from tomorrow is invalid: not yet valid', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await verifyDiploma(await sign(credential({ issuedAt: tomorrow }), issuerKey), await options())).toMatchObject({
      verdict: 'invalid',
      reason: 'not_yet_valid',
    });
  });

  it('a diploma whose issuer is not the did its key belongs to is invalid: issuer mismatch', async () => {
    const other = { ...credential(), issuer: { ...credential().issuer, id: 'did:web:elsewhere.example' } };
    expect(await verifyDiploma(await sign(other, issuerKey), await options())).toMatchObject({ verdict: 'invalid', reason: 'issuer_mismatch' });
    const expecting = { ...(await options()), issuer: 'did:web:elsewhere.example' };
    expect(await verifyDiploma(await sign(credential(), issuerKey), expecting)).toMatchObject({ verdict: 'invalid', reason: 'issuer_mismatch' });
  });

  it('a JWT that is not a diploma (another typ, or no credential status) is invalid', async () => {
    expect(await verifyDiploma(await sign(credential(), issuerKey, { typ: 'JWT' }), await options())).toMatchObject({
      verdict: 'invalid',
      reason: 'wrong_header',
    });
    const { credentialStatus: _status, ...withoutStatus } = credential();
    expect(await verifyDiploma(await sign(withoutStatus, issuerKey), await options())).toMatchObject({ verdict: 'invalid', reason: 'not_a_diploma' });
    expect(await verifyDiploma('not a jwt', await options())).toMatchObject({ verdict: 'invalid', reason: 'malformed' });
  });
});
