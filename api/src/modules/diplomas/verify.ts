import type { DiplomaVerdict, OpenBadgeCredential, StatusListCredential } from '@ilm/contract';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import { VC_JWT_TYP } from './credential';
import { decodeStatusList, statusBitAt } from './status-list';

/**
 * Checks a diploma with nothing but the issuer's published keys: the signature (EdDSA, `typ` vc+jwt,
 * a key of the JWKS named by the header's `kid`), that it is an Open Badges credential of the issuer
 * the key belongs to, its `validFrom`, and its bit in the status list, whose own signature is checked
 * with the same keys. Shared by the `verify:diploma` script and the tests; it has no database.
 */

/** Why a diploma is not to be trusted (or `revoked`). */
export const VERIFICATION_REASONS = {
  malformed: 'it is not a signed credential (a compact JWS)',
  wrong_header: 'its header is not that of a diploma (alg EdDSA, typ vc+jwt, a did:web key id)',
  unknown_key: 'it was signed by a key the issuer does not publish',
  bad_signature: 'its signature does not match its content: it was changed after it was signed, or signed by another key',
  not_a_diploma: 'it is not an Open Badges credential with a revocation status',
  issuer_mismatch: 'its issuer is not the one whose key signed it, or not the one expected',
  not_yet_valid: 'its validFrom is in the future',
  expired: 'its validUntil has passed',
  status_unavailable: 'its status list could not be read',
  status_list_invalid: 'its status list is not a valid list signed by the issuer',
  revoked: 'the issuer has revoked it',
} as const;

/** One of {@link VERIFICATION_REASONS}. */
export type VerificationReason = keyof typeof VERIFICATION_REASONS;

/** What {@link verifyDiploma} found. */
export interface Verification {
  verdict: DiplomaVerdict;
  /** Set unless the diploma is valid. */
  reason?: VerificationReason;
  /** The credential, once its signature checked out. */
  credential?: OpenBadgeCredential;
  /** The key id of its header. */
  kid?: string;
}

export interface VerificationOptions {
  /** The issuer's published keys (`/.well-known/jwks.json`). */
  jwks: { keys: JWK[] };
  /** The text of a status list credential (a JWT), by its URL. */
  loadStatusList(url: string): Promise<string>;
  /** Only diplomas of this issuer (a did) are valid. */
  issuer?: string;
  now?: Date;
}

/** Clocks disagree a little: a validFrom up to this far ahead is accepted. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const invalid = (reason: VerificationReason, extra: Partial<Verification> = {}): Verification => ({ verdict: 'invalid', reason, ...extra });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Verifies a JWT with the published key its header names; otherwise the reason it cannot be trusted. */
async function verifiedPayload(jwt: string, jwks: { keys: JWK[] }): Promise<{ payload: Record<string, unknown>; kid: string } | VerificationReason> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jwt);
  } catch {
    return 'malformed';
  }
  const kid = header.kid;
  if (header.alg !== 'EdDSA' || header.typ !== VC_JWT_TYP || typeof kid !== 'string' || !/^did:web:[^#]+#.+$/.test(kid)) return 'wrong_header';
  const fragment = kid.slice(kid.indexOf('#') + 1);
  const jwk = jwks.keys.find((key) => key.kid === fragment || key.kid === kid);
  if (!jwk || jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519') return 'unknown_key';
  try {
    const key = await importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x }, 'EdDSA');
    const { payload } = await jwtVerify(jwt, key, { algorithms: ['EdDSA'], typ: VC_JWT_TYP });
    return { payload: payload as Record<string, unknown>, kid };
  } catch {
    return 'bad_signature';
  }
}

/** Whether the diploma's bit is set in its status list; otherwise why the list cannot be trusted. */
async function revocationBit(
  entry: OpenBadgeCredential['credentialStatus'],
  issuer: string,
  options: VerificationOptions,
): Promise<boolean | VerificationReason> {
  let listJwt: string;
  try {
    listJwt = (await options.loadStatusList(entry.statusListCredential)).trim();
  } catch {
    return 'status_unavailable';
  }
  const verified = await verifiedPayload(listJwt, options.jwks);
  if (typeof verified === 'string') return 'status_list_invalid';
  const list = verified.payload as unknown as StatusListCredential;
  const subject = list.credentialSubject;
  if (
    list.issuer !== issuer ||
    verified.kid.split('#')[0] !== issuer ||
    !Array.isArray(list.type) ||
    !list.type.includes('BitstringStatusListCredential') ||
    !isObject(subject) ||
    subject.statusPurpose !== 'revocation' ||
    typeof subject.encodedList !== 'string'
  ) {
    return 'status_list_invalid';
  }
  try {
    return statusBitAt(decodeStatusList(subject.encodedList), Number(entry.statusListIndex));
  } catch {
    return 'status_list_invalid';
  }
}

/** Verifies a diploma JWT: `valid`, `revoked`, or `invalid` with the reason. */
export async function verifyDiploma(jwt: string, options: VerificationOptions): Promise<Verification> {
  const verified = await verifiedPayload(jwt.trim(), options.jwks);
  if (typeof verified === 'string') return invalid(verified);
  const { kid } = verified;
  const credential = verified.payload as unknown as OpenBadgeCredential;
  const status = credential.credentialStatus as unknown;
  if (
    !Array.isArray(credential.type) ||
    !credential.type.includes('VerifiableCredential') ||
    !credential.type.includes('OpenBadgeCredential') ||
    !isObject(credential.issuer) ||
    !isObject(status) ||
    status.type !== 'BitstringStatusListEntry' ||
    status.statusPurpose !== 'revocation' ||
    typeof status.statusListCredential !== 'string' ||
    !/^\d+$/.test(String(status.statusListIndex))
  ) {
    return invalid('not_a_diploma', { kid });
  }
  const issuer = credential.issuer.id;
  // The key belongs to the did it is named under; that did must be the credential's issuer.
  if (kid.split('#')[0] !== issuer || (options.issuer !== undefined && options.issuer !== issuer)) return invalid('issuer_mismatch', { kid, credential });
  const now = (options.now ?? new Date()).getTime();
  const validFrom = Date.parse(String(credential.validFrom));
  if (Number.isNaN(validFrom) || validFrom > now + CLOCK_SKEW_MS) return invalid('not_yet_valid', { kid, credential });
  const validUntil = (credential as { validUntil?: unknown }).validUntil;
  if (validUntil !== undefined && !(Date.parse(String(validUntil)) >= now)) return invalid('expired', { kid, credential });
  const revoked = await revocationBit(credential.credentialStatus, issuer, options);
  if (typeof revoked === 'string') return invalid(revoked, { kid, credential });
  return revoked ? { verdict: 'revoked', reason: 'revoked', kid, credential } : { verdict: 'valid', kid, credential };
}
