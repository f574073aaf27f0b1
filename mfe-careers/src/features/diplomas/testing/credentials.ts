import { base64url, calculateJwkThumbprint, CompactSign, exportJWK, generateKeyPair } from 'jose';
import { http, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import type { Diploma, DiplomaPublicJwk, OpenBadgeCredential } from '@ilm/contract';

/**
 * Diplomas signed for real in tests: an issuer with its own Ed25519 key, credentials and status
 * lists signed with it, and the API that serves them. Needs WebCrypto and the compression streams
 * on `globalThis` (jsdom has neither: a test file installs Node's).
 */

/** The API base URL in tests (the runtime config's default). */
const API = 'http://localhost:8000/';
/** The site's host as did:web writes it (the port's colon percent-encoded). */
export const ISSUER_ID = 'did:web:localhost%3A3000';
export const STATUS_LIST_URL = `${API}diplomas/status-list/`;
export const DIPLOMA_ID = '5f0c2a9e-3b7d-4c1a-9e8f-2d6b4a1c0e77';

/** A signer: its private key, and its public key as the JWKS publishes it. */
export interface Signer {
  privateKey: CryptoKey;
  jwk: DiplomaPublicJwk;
  kid: string;
}

/** A fresh Ed25519 key named after `issuerId`, as the API names its keys (`did:web:…#<thumbprint>`). */
export async function makeSigner(issuerId = ISSUER_ID): Promise<Signer> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const exported = await exportJWK(publicKey);
  const thumbprint = await calculateJwkThumbprint(exported);
  const jwk = { kty: 'OKP', crv: 'Ed25519', x: exported.x!, kid: thumbprint, alg: 'EdDSA', use: 'sig' } as const;
  return { privateKey, jwk, kid: `${issuerId}#${thumbprint}` };
}

/** Signs `payload` as a compact JWS the way the API does (header `alg`, `typ`, `kid`). */
export function sign(signer: Signer, payload: unknown, typ = 'vc+jwt'): Promise<string> {
  // Copied into this realm's Uint8Array: jsdom's TextEncoder is Node's, whose arrays jose would not recognise.
  return new CompactSign(new Uint8Array(new TextEncoder().encode(JSON.stringify(payload))))
    .setProtectedHeader({ alg: 'EdDSA', typ, kid: signer.kid })
    .sign(signer.privateKey);
}

/** The Open Badges credential of a Cloud Engineer diploma awarded to Sara Malik, at status index `index`. */
export function credential(overrides: Partial<OpenBadgeCredential> = {}, index = 3): OpenBadgeCredential {
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    id: `urn:uuid:${DIPLOMA_ID}`,
    issuer: { id: ISSUER_ID, type: ['Profile'], name: 'Ilm Cloud', url: 'http://localhost:3000/' },
    validFrom: '2026-03-12T09:30:00.000Z',
    name: 'Cloud Engineer diploma',
    credentialSubject: {
      type: ['AchievementSubject'],
      name: 'Sara Malik',
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Sara Malik' }],
      achievement: {
        id: 'http://localhost:3000/career-paths/cloud-engineer',
        type: ['Achievement'],
        achievementType: 'Diploma',
        name: 'Cloud Engineer',
        description: 'Every lab of the Cloud Engineer career path, completed.',
        criteria: { narrative: 'Files and permissions; Azure start' },
      },
    },
    credentialStatus: {
      id: `${STATUS_LIST_URL}#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(index),
      statusListCredential: STATUS_LIST_URL,
    },
    ...overrides,
  };
}

async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The issuer's status list credential with the bits of `revoked` set (bit 0 = the first byte's highest bit), signed by `signer`. */
export async function statusList(signer: Signer, revoked: number[] = []): Promise<string> {
  const bits = new Uint8Array(2048);
  for (const index of revoked) bits[Math.floor(index / 8)]! |= 0x80 >> (index % 8);
  return sign(signer, {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: STATUS_LIST_URL,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: ISSUER_ID,
    validFrom: '2026-01-01T00:00:00.000Z',
    credentialSubject: {
      id: `${STATUS_LIST_URL}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: `u${base64url.encode(await gzip(bits))}`,
    },
  });
}

/** The diploma's record, as `GET diplomas/:id/` answers it. */
export function diplomaRecord(jwt: string, overrides: Partial<Diploma> = {}): Diploma {
  return {
    id: DIPLOMA_ID,
    name_on_diploma: 'Sara Malik',
    career_path: { slug: 'cloud-engineer', title: 'Cloud Engineer' },
    issued_at: '2026-03-12T09:30:00.000Z',
    revoked_at: null,
    revocation_reason: null,
    jwt,
    kid: jwt.length > 0 ? (JSON.parse(new TextDecoder().decode(base64url.decode(jwt.split('.')[0]!))) as { kid: string }).kid : '',
    issuer: { id: ISSUER_ID, name: 'Ilm Cloud', url: 'http://localhost:3000/' },
    verification_url: `http://localhost:3000/diplomas/${DIPLOMA_ID}`,
    pdf_url: `${API}diplomas/${DIPLOMA_ID}/pdf/`,
    linkedin_url: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Cloud%20Engineer',
    jwks_url: `${API}.well-known/jwks.json`,
    did_document_url: `${API}.well-known/did.json`,
    status_list_url: STATUS_LIST_URL,
    ...overrides,
  };
}

/** The career path the diploma certifies, as the catalog answers it: its labs are the skills the page lists. */
const CLOUD_ENGINEER = {
  slug: 'cloud-engineer',
  title: 'Cloud Engineer',
  summary: 'From the Linux shell to the cloud.',
  level: 'beginner',
  duration_weeks: 12,
  lab_count: 2,
  labs: [
    { slug: 'linux-files-and-permissions', title: 'Files and permissions' },
    { slug: 'azure-start', title: 'Azure start' },
  ],
};

/** What the API serves about one diploma: its record, the issuer's published keys, and the status list. */
export interface DiplomaWorld {
  record: Diploma;
  keys: DiplomaPublicJwk[];
  statusList: string;
}

/** Serves `world` on the test server, and returns the paths the page asked for, in order. */
export function serveDiploma(server: ReturnType<typeof setupServer>, world: DiplomaWorld): string[] {
  const asked: string[] = [];
  const seen = (request: Request) => asked.push(new URL(request.url).pathname);
  // The status list first: `diplomas/:id/` would take its address for a diploma's.
  server.use(
    http.get(STATUS_LIST_URL, ({ request }) => (seen(request), new HttpResponse(world.statusList, { headers: { 'content-type': 'application/vc+jwt' } }))),
    http.get(`${API}.well-known/jwks.json`, ({ request }) => (seen(request), HttpResponse.json({ keys: world.keys }))),
    http.get(`${API}diplomas/:id/`, ({ request, params }) => {
      seen(request);
      return params.id === world.record.id
        ? HttpResponse.json(world.record)
        : HttpResponse.json({ statusCode: 404, code: 'diploma_not_found', message: 'No diploma with this number exists.' }, { status: 404 });
    }),
    http.get(`${API}catalog/career-paths/cloud-engineer/`, ({ request }) => (seen(request), HttpResponse.json(CLOUD_ENGINEER))),
  );
  return asked;
}
