import type { Diploma, LanguageCode } from '@ilm/contract';
import type { diplomas } from './diplomas.schema';
import { ISSUER_NAME, type IssuerLinks } from './issuer';

/** LinkedIn's "add to profile" address for a certification (its documented query parameters). */
export function linkedInUrl({ name, issuedAt, url, id }: { name: string; issuedAt: Date; url: string; id: string }): string {
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name,
    organizationName: ISSUER_NAME,
    issueYear: String(issuedAt.getUTCFullYear()),
    issueMonth: String(issuedAt.getUTCMonth() + 1),
    certUrl: url,
    certId: id,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}

/** A stored diploma as the contract's `Diploma`, with every address a reader needs to check it. */
export function diplomaDto(row: typeof diplomas.$inferSelect, careerPathTitle: string, links: IssuerLinks, language: LanguageCode): Diploma {
  const verificationUrl = links.verificationUrl(row.id);
  return {
    id: row.id,
    name_on_diploma: row.nameOnDiploma,
    career_path: { slug: row.careerPathSlug, title: careerPathTitle },
    issued_at: row.issuedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revocation_reason: row.revocationReason,
    jwt: row.jwt,
    kid: `${links.did}#${row.kid}`,
    issuer: { id: links.did, name: ISSUER_NAME, url: links.siteUrl },
    verification_url: verificationUrl,
    pdf_url: links.pdfUrl(row.id, language),
    linkedin_url: linkedInUrl({ name: careerPathTitle, issuedAt: row.issuedAt, url: verificationUrl, id: row.id }),
    jwks_url: links.jwksUrl,
    did_document_url: links.didDocumentUrl,
    status_list_url: links.statusListUrl,
  };
}
