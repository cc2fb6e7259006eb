// Multipart uploads with progress (docs/product/specification/2-listings-and-tenants.md §2.1 step 5: a progress bar per file). fetch() cannot report
// upload progress, so this one call uses XMLHttpRequest; errors come back as ApiError like api().
import { DEFAULT_ERROR_MESSAGE } from '@crashpad/shared/messages';
import { ApiError, reportFailure } from './api-client';
import { currentLanguage } from './i18n';
import { storedToken } from './session';

export function upload<T>(path: string, body: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    const token = storedToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('X-Locale', currentLanguage());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, { message: 'The server cannot be reached. Please check your connection.' }));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // A proxy's HTML error page, for instance: an answer without a message.
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const answered = !!data && typeof data === 'object' && 'message' in data;
      const message = answered ? String((data as { message: unknown }).message) : DEFAULT_ERROR_MESSAGE;
      // A 503 the server explains is its full image queue (docs/decisions/015-image-safety.md): the uploader
      // shows that message; the "server error" dialog would say something else.
      if (!(xhr.status === 503 && answered)) reportFailure(xhr.status, { message });
      reject(new ApiError(xhr.status, { message }));
    };
    xhr.send(body);
  });
}
