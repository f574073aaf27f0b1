import { Type, type Static } from 'typebox';
import { ErrorBody, ListOf, LiteralUnion, Slug } from './common';
import { LANGUAGES } from './languages-vocabulary';

/**
 * Diplomas (`diplomas/…`): a learner who completed every lab of a career path and submitted the
 * diploma declaration (`forms/diploma-declaration/`, signed in) receives an Open Badges 3.0
 * credential (W3C Verifiable Credentials 2.0) signed as a JWT with an Ed25519 key (VC-JOSE-COSE:
 * header `alg: EdDSA`, `typ: vc+jwt`, `kid: did:web:<site host>#<key thumbprint>`). The issuer's
 * public keys are published at `/.well-known/jwks.json` and in the `did:web` document
 * `/.well-known/did.json`, on the API and on the site's origin. Revocation sets the diploma's bit in
 * the status list (`diplomas/status-list/`, a Bitstring Status List credential).
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** `POST diplomas/` (signed in): the signed-in learner's diploma for a career path they completed. */
export const IssueDiplomaBody = Type.Object({ career_path_slug: Slug }, { additionalProperties: false });
/** Static type of {@link IssueDiplomaBody}. */
export type IssueDiplomaBody = Static<typeof IssueDiplomaBody>;

/** Path parameters of `diplomas/:id/` and `diplomas/:id/pdf/`: an id that names no diploma answers 404 `diploma_not_found`. */
export const DiplomaParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
/** Static type of {@link DiplomaParams}. */
export type DiplomaParams = Static<typeof DiplomaParams>;

/** `GET diplomas/:id/pdf/?lang=`: the language the diploma is printed in (else the request's Accept-Language). */
export const DiplomaPdfQuery = Type.Object({ lang: Type.Optional(LiteralUnion(LANGUAGES.map((language) => language.code))) });
/** Static type of {@link DiplomaPdfQuery}. */
export type DiplomaPdfQuery = Static<typeof DiplomaPdfQuery>;

/** Who issues diplomas: its `did:web` identifier, name and site. */
export const DiplomaIssuer = Type.Object({
  id: Type.String({ description: 'did:web:<site host>' }),
  name: Type.String(),
  url: Type.String(),
});
/** Static type of {@link DiplomaIssuer}. */
export type DiplomaIssuer = Static<typeof DiplomaIssuer>;

/** A diploma (`GET diplomas/:id/`, public; `GET diplomas/` lists the signed-in learner's). */
export const Diploma = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name_on_diploma: Type.String({ description: "the declaration's name_on_diploma" }),
  career_path: Type.Object({ slug: Type.String(), title: Type.String({ description: "in the request's language" }) }),
  issued_at: Type.String(),
  revoked_at: NullableString,
  revocation_reason: NullableString,
  jwt: Type.String({ description: 'the signed credential exactly as issued (compact JWS, application/vc+jwt)' }),
  kid: Type.String({ description: "the header's kid: the issuer's verification method, did:web:…#<key thumbprint>" }),
  issuer: DiplomaIssuer,
  verification_url: Type.String({ description: "the site's public page of this diploma: <site>/diplomas/<id>" }),
  pdf_url: Type.String({ description: 'the printable diploma (A4, with a QR code of verification_url)' }),
  linkedin_url: Type.String({ description: "LinkedIn's add-to-profile address for this certification" }),
  jwks_url: Type.String({ description: "the issuer's public keys (every key ever used, so older diplomas verify)" }),
  did_document_url: Type.String(),
  status_list_url: Type.String({ description: "the credential's credentialStatus.statusListCredential" }),
});
/** Static type of {@link Diploma}. */
export type Diploma = Static<typeof Diploma>;

/** `GET diplomas/` (signed in): the learner's own diplomas, newest first. */
export const DiplomaList = ListOf(Diploma);
/** Static type of {@link DiplomaList}. */
export type DiplomaList = Static<typeof DiplomaList>;

/** A lab still to complete before a diploma can be issued. */
export const RemainingLab = Type.Object({ slug: Type.String(), title: Type.String() });
/** Static type of {@link RemainingLab}. */
export type RemainingLab = Static<typeof RemainingLab>;

/**
 * `POST diplomas/` refused (409): `code` is `path_not_completed` (with `remaining_labs`),
 * `declaration_missing` (no diploma declaration sent signed in for this path) or
 * `diploma_already_issued` (with `diploma_id`). A career path that does not exist answers 404.
 */
export const DiplomaRefusal = Type.Object({
  ...ErrorBody.properties,
  remaining_labs: Type.Optional(Type.Array(RemainingLab)),
  diploma_id: Type.Optional(Type.String()),
});
/** Static type of {@link DiplomaRefusal}. */
export type DiplomaRefusal = Static<typeof DiplomaRefusal>;

/** An Ed25519 public key as published (RFC 8037 OKP JWK; `kid` is its RFC 7638 thumbprint). */
export const DiplomaPublicJwk = Type.Object({
  kty: Type.Literal('OKP'),
  crv: Type.Literal('Ed25519'),
  x: Type.String(),
  kid: Type.String(),
  alg: Type.Literal('EdDSA'),
  use: Type.Literal('sig'),
});
/** Static type of {@link DiplomaPublicJwk}. */
export type DiplomaPublicJwk = Static<typeof DiplomaPublicJwk>;

/** `GET .well-known/jwks.json`: every diploma key, the current signer and the retired ones. */
export const DiplomaJwks = Type.Object({ keys: Type.Array(DiplomaPublicJwk) });
/** Static type of {@link DiplomaJwks}. */
export type DiplomaJwks = Static<typeof DiplomaJwks>;

/** One verification method of the DID document: a key, named `did:web:…#<kid>`. */
export const DidVerificationMethod = Type.Object({
  id: Type.String(),
  type: Type.Literal('JsonWebKey'),
  controller: Type.String(),
  publicKeyJwk: DiplomaPublicJwk,
});
/** Static type of {@link DidVerificationMethod}. */
export type DidVerificationMethod = Static<typeof DidVerificationMethod>;

/** `GET .well-known/did.json`: the issuer's `did:web` document. */
export const DidDocument = Type.Object({
  '@context': Type.Array(Type.String()),
  id: Type.String(),
  verificationMethod: Type.Array(DidVerificationMethod),
  assertionMethod: Type.Array(Type.String()),
  authentication: Type.Array(Type.String()),
});
/** Static type of {@link DidDocument}. */
export type DidDocument = Static<typeof DidDocument>;

/** The credential a diploma's JWT carries as its payload (Open Badges 3.0 `OpenBadgeCredential`, VC 2.0). */
export const OpenBadgeCredential = Type.Object({
  '@context': Type.Array(Type.String()),
  type: Type.Array(Type.String(), { description: '["VerifiableCredential", "OpenBadgeCredential"]' }),
  id: Type.String({ description: 'urn:uuid:<diploma id>' }),
  issuer: Type.Object({ id: Type.String(), type: Type.Array(Type.String()), name: Type.String(), url: Type.String() }),
  validFrom: Type.String(),
  name: Type.String(),
  credentialSubject: Type.Object({
    type: Type.Array(Type.String()),
    name: Type.String({ description: 'the name on the diploma' }),
    identifier: Type.Array(
      Type.Object({ type: Type.Literal('IdentityObject'), identityType: Type.Literal('name'), hashed: Type.Boolean(), identityHash: Type.String() }),
    ),
    achievement: Type.Object({
      id: Type.String({ description: "the career path's page" }),
      type: Type.Array(Type.String()),
      achievementType: Type.Literal('Diploma'),
      name: Type.String(),
      description: Type.String(),
      criteria: Type.Object({ narrative: Type.String({ description: 'the labs completed' }) }),
    }),
  }),
  credentialStatus: Type.Object({
    id: Type.String(),
    type: Type.Literal('BitstringStatusListEntry'),
    statusPurpose: Type.Literal('revocation'),
    statusListIndex: Type.String(),
    statusListCredential: Type.String(),
  }),
  evidence: Type.Optional(
    Type.Array(Type.Object({ id: Type.Optional(Type.String()), type: Type.Array(Type.String()), name: Type.String(), narrative: Type.String() })),
  ),
});
/** Static type of {@link OpenBadgeCredential}. */
export type OpenBadgeCredential = Static<typeof OpenBadgeCredential>;

/** The payload of `GET diplomas/status-list/` (a JWT, application/vc+jwt): a Bitstring Status List credential. */
export const StatusListCredential = Type.Object({
  '@context': Type.Array(Type.String()),
  id: Type.String(),
  type: Type.Array(Type.String(), { description: '["VerifiableCredential", "BitstringStatusListCredential"]' }),
  issuer: Type.String(),
  validFrom: Type.String(),
  credentialSubject: Type.Object({
    id: Type.String(),
    type: Type.Literal('BitstringStatusList'),
    statusPurpose: Type.Literal('revocation'),
    encodedList: Type.String({ description: "multibase base64url (prefix u) of the GZIP-compressed bitstring; bit 0 is the first byte's highest bit" }),
  }),
});
/** Static type of {@link StatusListCredential}. */
export type StatusListCredential = Static<typeof StatusListCredential>;
