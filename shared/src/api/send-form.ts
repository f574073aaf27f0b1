import { ApiError, refusalError } from './api-error';

// fetch cannot tell how much of a request body has left, so a form whose progress is shown goes with
// XMLHttpRequest. Its answer is read and refused as fetch-json.ts reads and refuses one: the body by
// its JSON text (else kept as text), a 4xx/5xx as the ApiError of that body, no answer as status 0.

/** Progress of a form being sent: the share of its body that has left (0–1). */
export type UploadProgress = (share: number) => void;

function readAnswer(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends `form` to `url` with `headers`, telling `onProgress` how much has left. */
export function sendForm<T>(
  url: string,
  form: FormData,
  headers: Headers,
  options: { method?: string; onProgress?: UploadProgress; signal?: AbortSignal },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) return reject(new ApiError('aborted', 0, 'aborted'));
    const request = new XMLHttpRequest();
    const method = (options.method ?? 'POST').toUpperCase();
    request.open(method, url);
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    request.onload = () => {
      const data = readAnswer(request.responseText);
      if (request.status >= 200 && request.status < 400) return resolve(data as T);
      reject(refusalError(request.status, data, request.statusText));
    };
    request.onerror = () => reject(new ApiError(`[${method}] ${JSON.stringify(url)}: <no response>`, 0));
    const aborted = () => reject(new ApiError('aborted', 0, 'aborted'));
    request.onabort = aborted;
    // Settled at once: an answer that still arrives after the abort is not the caller's any more.
    signal?.addEventListener(
      'abort',
      () => {
        aborted();
        request.abort();
      },
      { once: true },
    );
    request.send(form);
  });
}
