import type { OpenBadgeCredential, StatusListCredential } from '@ilm/contract';
import { ISSUER_NAME, type IssuerLinks } from './issuer';

/** The contexts of a diploma: Verifiable Credentials 2.0, then Open Badges 3.0. */
export const CREDENTIAL_CONTEXTS = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];

/** The JOSE header `typ` of a credential secured as a JWT (VC-JOSE-COSE) and its media type. */
export const VC_JWT_TYP = 'vc+jwt';
export const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';

/** What a diploma states: who, which career path, which labs, and the internships that count as evidence. */
export interface DiplomaFacts {
  id: string;
  nameOnDiploma: string;
  careerPath: { slug: string; title: string; description: string };
  /** The path's labs, in its order, each completed. */
  labsCompleted: { title: string }[];
  issuedAt: Date;
  statusIndex: number;
  internships: { id: string; title: string; completedAt: Date | null }[];
}

const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The Open Badges 3.0 credential of a diploma (the JWT's payload). Its words are English, the credential's one language. */
export function diplomaCredential(facts: DiplomaFacts, links: IssuerLinks): OpenBadgeCredential {
  const labs = facts.labsCompleted.map((lab) => lab.title).join('; ');
  const credential: OpenBadgeCredential = {
    '@context': CREDENTIAL_CONTEXTS,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    id: `urn:uuid:${facts.id}`,
    issuer: { id: links.did, type: ['Profile'], name: ISSUER_NAME, url: links.siteUrl },
    validFrom: isoSeconds(facts.issuedAt),
    name: `${facts.careerPath.title} diploma`,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: facts.nameOnDiploma,
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.nameOnDiploma }],
      achievement: {
        id: links.careerPathUrl(facts.careerPath.slug),
        type: ['Achievement'],
        achievementType: 'Diploma',
        name: facts.careerPath.title,
        description: facts.careerPath.description,
        criteria: {
          narrative: `Completed every lab of the ${facts.careerPath.title} career path, each checked in a real sandbox: ${labs}.`,
        },
      },
    },
    credentialStatus: {
      id: `${links.statusListUrl}#${facts.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(facts.statusIndex),
      statusListCredential: links.statusListUrl,
    },
  };
  if (facts.internships.length > 0) {
    credential.evidence = facts.internships.map((internship) => ({
      id: `urn:uuid:${internship.id}`,
      type: ['Evidence'],
      name: internship.title,
      narrative: `Completed the ${internship.title} virtual internship${internship.completedAt ? ` on ${internship.completedAt.toISOString().slice(0, 10)}` : ''}, its capstone reviewed by a mentor.`,
    }));
  }
  return credential;
}

/** The status list credential (the payload of `diplomas/status-list/`). */
export function statusListCredential(encodedList: string, links: IssuerLinks, now: Date): StatusListCredential {
  return {
    '@context': [CREDENTIAL_CONTEXTS[0]!],
    id: links.statusListUrl,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: links.did,
    validFrom: isoSeconds(now),
    credentialSubject: { id: `${links.statusListUrl}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList },
  };
}
