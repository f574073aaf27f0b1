import { compactVerify, decodeProtectedHeader, importJWK } from 'jose';
import type { Diploma, DiplomaJwks, OpenBadgeCredential, StatusListCredential } from '@ilm/contract';
import { statusBit, UnreadableStatusList } from './status-list';

/**
 * Why a diploma cannot be trusted: not a signed credential at all, signed with a key the issuer never
 * published, a signature that does not match its content (changed after signing), named after
 * another issuer, the credential of another diploma than the one at this address, or a status list
 * that is not the issuer's.
 */
export type InvalidReason = 'malformed' | 'unknown_key' | 'signature' | 'issuer' | 'other_diploma' | 'status_list';

/** What the browser found: a credential it verified (valid or revoked), or why it is not to be trusted. */
export type Verification = { verdict: 'valid' | 'revoked'; credential: OpenBadgeCredential; keyId: string } | { verdict: 'invalid'; reason: InvalidReason };

/** Where the check takes what it trusts: the issuer's published keys and its status list, from the platform's API. */
export interface TrustSources {
  keys: () => Promise<DiplomaJwks>;
  statusList: () => Promise<string>;
}

class Untrusted extends Error {
  constructor(readonly reason: InvalidReason) {
    super(reason);
  }
}

/**
 * The payload of a compact JWS signed by one of `keys`, under the key id `did:web:…#<thumbprint>`
 * of `issuerId`. Only the signature is checked here (no time claims: a diploma does not expire,
 * and a visitor's clock is no reason to doubt one).
 */
async function signedPayload(jws: string, issuerId: string, keys: DiplomaJwks): Promise<{ payload: unknown; keyId: string }> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jws);
  } catch {
    throw new Untrusted('malformed');
  }
  if (header.alg !== 'EdDSA' || typeof header.kid !== 'string') throw new Untrusted('malformed');
  const hash = header.kid.lastIndexOf('#');
  if (hash < 0) throw new Untrusted('unknown_key');
  if (header.kid.slice(0, hash) !== issuerId) throw new Untrusted('issuer');
  const jwk = keys.keys.find((key) => key.kid === header.kid?.slice(hash + 1));
  if (!jwk) throw new Untrusted('unknown_key');
  try {
    const { payload } = await compactVerify(jws, await importJWK({ ...jwk }, 'EdDSA'), { algorithms: ['EdDSA'] });
    return { payload: JSON.parse(new TextDecoder().decode(payload)), keyId: header.kid };
  } catch (error) {
    throw new Untrusted((error as { code?: unknown }).code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' ? 'signature' : 'malformed');
  }
}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const issuerIdOf = (issuer: unknown) => (typeof issuer === 'string' ? issuer : (issuer as { id?: unknown } | null)?.id);

/** The payload as an Open Badges 3.0 credential with a revocation status entry, or malformed. */
function openBadge(payload: unknown): OpenBadgeCredential {
  const credential = payload as Partial<OpenBadgeCredential> | null;
  const subject = credential?.credentialSubject;
  const status = credential?.credentialStatus;
  const wellFormed =
    Array.isArray(credential?.type) &&
    credential.type.includes('OpenBadgeCredential') &&
    text(credential.id) &&
    text(credential.issuer?.id) &&
    text(credential.issuer.name) &&
    text(credential.validFrom) &&
    text(subject?.name) &&
    text(subject.achievement?.name) &&
    status?.type === 'BitstringStatusListEntry' &&
    status.statusPurpose === 'revocation' &&
    /^\d+$/.test(String(status.statusListIndex)) &&
    text(status.statusListCredential);
  if (!wellFormed) throw new Untrusted('malformed');
  return credential as OpenBadgeCredential;
}

/** Whether the issuer's status list marks the credential revoked; a list that is not the issuer's makes the diploma untrusted. */
async function isRevoked(credential: OpenBadgeCredential, issuerId: string, keys: DiplomaJwks, sources: TrustSources): Promise<boolean> {
  const jws = await sources.statusList();
  const { payload } = await signedPayload(jws, issuerId, keys).catch((error: unknown) => {
    throw error instanceof Untrusted ? new Untrusted('status_list') : error;
  });
  const list = payload as Partial<StatusListCredential> | null;
  const isTheList =
    Array.isArray(list?.type) &&
    list.type.includes('BitstringStatusListCredential') &&
    list.id === credential.credentialStatus.statusListCredential &&
    issuerIdOf(list.issuer) === issuerId &&
    list.credentialSubject?.statusPurpose === 'revocation' &&
    text(list.credentialSubject.encodedList);
  if (!isTheList) throw new Untrusted('status_list');
  try {
    return await statusBit(list.credentialSubject!.encodedList, Number(credential.credentialStatus.statusListIndex));
  } catch (error) {
    throw error instanceof UnreadableStatusList ? new Untrusted('status_list') : error;
  }
}

/**
 * Verifies a diploma in the browser: its JWT's Ed25519 signature against a key the issuer published
 * (its `kid` known), the issuer the platform names, the credential being this diploma's, then its
 * bit in the issuer's signed status list. A failure to reach the API rejects (the check can be
 * tried again); everything the credential itself gets wrong is a verdict.
 */
export async function verifyDiploma(diploma: Pick<Diploma, 'id' | 'jwt' | 'issuer'>, sources: TrustSources): Promise<Verification> {
  const issuerId = diploma.issuer.id;
  try {
    const keys = await sources.keys();
    const { payload, keyId } = await signedPayload(diploma.jwt, issuerId, keys);
    const credential = openBadge(payload);
    const claimedIssuer = (payload as { iss?: unknown }).iss;
    if (credential.issuer.id !== issuerId || (claimedIssuer !== undefined && claimedIssuer !== issuerId)) throw new Untrusted('issuer');
    if (credential.id !== `urn:uuid:${diploma.id}`) throw new Untrusted('other_diploma');
    const revoked = await isRevoked(credential, issuerId, keys, sources);
    return { verdict: revoked ? 'revoked' : 'valid', credential, keyId };
  } catch (error) {
    if (error instanceof Untrusted) return { verdict: 'invalid', reason: error.reason };
    throw error;
  }
}
