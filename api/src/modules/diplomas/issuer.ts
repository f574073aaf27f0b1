/**
 * Who issues diplomas and where each public part lives. The issuer is the site itself: its
 * `did:web` identifier is the host of PUBLIC_SITE_URL (the address mailed links use), whose
 * `/.well-known/did.json` the site's server hands over from the API, as did:web resolution expects.
 */

export const ISSUER_NAME = 'Ilm Cloud';

/** The public addresses of the diploma parts, from the site's and the API's public URLs. */
export interface IssuerSites {
  publicSiteUrl: string;
  publicApiUrl: string;
}

/** `did:web:<host>`: a port's colon is percent-encoded, as the did:web method requires. */
export function didWebOf(siteUrl: string): string {
  const url = new URL(siteUrl);
  const segments = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...segments].join(':');
}

/** The addresses a diploma and its verification use. */
export function issuerLinks({ publicSiteUrl, publicApiUrl }: IssuerSites) {
  const site = publicSiteUrl.replace(/\/+$/, '');
  const api = publicApiUrl.replace(/\/+$/, '');
  return {
    did: didWebOf(site),
    siteUrl: site,
    jwksUrl: `${api}/.well-known/jwks.json`,
    didDocumentUrl: `${api}/.well-known/did.json`,
    statusListUrl: `${api}/diplomas/status-list/`,
    careerPathUrl: (slug: string) => `${site}/career-paths/${encodeURIComponent(slug)}`,
    verificationUrl: (id: string) => `${site}/diplomas/${encodeURIComponent(id)}`,
    pdfUrl: (id: string, language: string) => `${api}/diplomas/${encodeURIComponent(id)}/pdf/?lang=${language}`,
  };
}

export type IssuerLinks = ReturnType<typeof issuerLinks>;
