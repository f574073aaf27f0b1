import type { Upload, UploadPurpose } from '@ilm/contract';
import { api, ApiError } from '@ilm/shared/api';
import { $runtimeConfig } from '@ilm/shared/config';
import { COOKIE_NAMES, getCookie } from '@ilm/shared/cookies';
import { currentLanguage } from '@ilm/shared/i18n';
import { refreshSession } from '@ilm/shared/stores';

/** A stored file, as the contract types it. */
export type { Upload } from '@ilm/contract';

const readString = (body: unknown, key: string) => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// The API client is built on fetch, which cannot report how much of a body has left, so a file goes with
// XMLHttpRequest; the headers are the client's own: the session's bearer token and the page's language.
function send(purpose: UploadPurpose, file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const base = $runtimeConfig.get().API_BASE_URL;
    request.open('POST', new URL('uploads/', base.endsWith('/') ? base : `${base}/`).toString());
    const token = getCookie(COOKIE_NAMES.accessToken);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept-language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 201) return resolve(body as Upload);
      reject(new ApiError(readString(body, 'message') ?? request.statusText, request.status, readString(body, 'code'), body));
    };
    request.onerror = () => reject(new ApiError('', 0));
    request.onabort = () => reject(new ApiError('', 0, 'aborted'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * Uploads a file for `purpose` (`POST uploads/`), telling `onProgress` the share sent (0–1). Rejects
 * with an `ApiError` carrying the API's refusal (its `field` in `data`); an expired session is renewed
 * once, as the API client does (docs/rules/session.md#renewal).
 */
export async function uploadFile(purpose: UploadPurpose, file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<Upload> {
  try {
    return await send(purpose, file, onProgress, signal);
  } catch (error) {
    const expired = error instanceof ApiError && error.status === 403 && error.code === 'token_expired';
    if (expired && (await refreshSession())) return send(purpose, file, onProgress, signal);
    throw error;
  }
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
