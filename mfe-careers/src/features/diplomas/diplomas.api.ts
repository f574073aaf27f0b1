import type { CareerPathDetail, Diploma, DiplomaJwks, DiplomaList, IssueDiplomaBody } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A diploma as its public page and the learner's list show it, as the contract types it. */
export type { Diploma, DiplomaList, DiplomaRefusal } from '@ilm/contract';

/** One diploma (public: anyone holding its number may check it). */
export const fetchDiploma = (id: string) => api<Diploma>(`diplomas/${encodeURIComponent(id)}/`);

/** The signed-in learner's diplomas, newest first. */
export const fetchMyDiplomas = () => api<DiplomaList>('diplomas/');

/** Issues the learner's diploma for a career path they completed (refused with 409 and a code otherwise). */
export const issueDiploma = (body: IssueDiplomaBody) => api<Diploma>('diplomas/', { method: 'POST', body });

/**
 * The issuer's public keys, from the platform's own API: the anchor of trust. The address the
 * credential or its record names is never used for them, so a forged record cannot bring its own key.
 */
export const fetchIssuerKeys = () => api<DiplomaJwks>('.well-known/jwks.json');

/** The status list credential (a compact JWS, `application/vc+jwt`), taken as text. */
export const fetchStatusList = () => api<string>('diplomas/status-list/', { parseResponse: (text) => text });

/** The career path a diploma certifies, with its labs: the skills it proves, in the page's language. */
export const fetchDiplomaPath = (slug: string) => api<CareerPathDetail>(`catalog/career-paths/${encodeURIComponent(slug)}/`);
