import type { Upload, UploadPurpose } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A stored file, as the contract types it. */
export type { Upload } from '@ilm/contract';

/**
 * Uploads a file for `purpose` (`POST uploads/`), telling `onProgress` the share sent (0–1), through
 * the shared API client: its headers, and its one renewal of an expired session
 * (docs/rules/session.md#renewal). Rejects with an `ApiError` carrying the API's refusal (its
 * `field` in `data`).
 */
export function uploadFile(purpose: UploadPurpose, file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<Upload> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return api.upload<Upload>('uploads/', form, { onProgress, signal });
}

/** Downloads one of the learner's files and hands it to the browser under `fileName`. */
export async function downloadUpload(id: string, fileName: string): Promise<void> {
  // Read as a Blob whatever the file's content type (a text or JSON file would otherwise be parsed).
  const blob = await api<Blob>(`uploads/${encodeURIComponent(id)}/`, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
