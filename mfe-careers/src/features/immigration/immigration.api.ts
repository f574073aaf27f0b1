import type { AttachImmigrationDocumentBody, ConsultationRequestBody, ImmigrationCase, ImmigrationCaseList, Upload } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A learner's immigration case and its parts, as the contract types them. */
export type { ImmigrationCase, ImmigrationCaseSummary, ImmigrationConsultation, ImmigrationDocument } from '@ilm/contract';

/** The learner's cases, newest first. */
export const fetchCases = () => api<ImmigrationCaseList>('me/immigration/cases/');

/** One case with its timeline, documents and consultations. */
export const fetchCase = (id: string) => api<ImmigrationCase>(`me/immigration/cases/${encodeURIComponent(id)}/`);

/** Uploads a file as an immigration document (`POST uploads/`, multipart); the API reads its type from the content. */
export function uploadDocument(file: File) {
  const body = new FormData();
  body.append('purpose', 'immigration_document');
  body.append('file', file);
  return api<Upload>('uploads/', { method: 'POST', body });
}

/** Deletes one of the learner's uploads (one no case holds). */
export const deleteUpload = (id: string) => api<unknown>(`uploads/${encodeURIComponent(id)}/`, { method: 'DELETE' });

/** Attaches an uploaded file to the case under the learner's label. */
export const attachDocument = (caseId: string, body: AttachImmigrationDocumentBody) =>
  api<ImmigrationCase>(`me/immigration/cases/${encodeURIComponent(caseId)}/documents/`, { method: 'POST', body });

/** Takes a document off the case. */
export const detachDocument = (caseId: string, uploadId: string) =>
  api<ImmigrationCase>(`me/immigration/cases/${encodeURIComponent(caseId)}/documents/${encodeURIComponent(uploadId)}/`, { method: 'DELETE' });

/** Asks for a consultation on the case. */
export const requestConsultation = (caseId: string, body: ConsultationRequestBody) =>
  api<ImmigrationCase>(`me/immigration/cases/${encodeURIComponent(caseId)}/consultation/`, { method: 'POST', body });
