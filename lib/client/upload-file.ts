import { TECHNICAL_ERROR } from '../constants';
import { FILE_TOO_LARGE, isUploadedFile, UPLOAD_URL, type DocumentPurpose, type UploadedFile } from '../uploads/file-rules';

export type UploadOutcome =
  | { ok: true; file: UploadedFile }
  /** `sessionEnded`: the portal answered 401, the page should go to the login */
  | { ok: false; message: string; sessionEnded?: boolean }
  | { ok: false; aborted: true };

export interface UploadJob {
  done: Promise<UploadOutcome>;
  abort(): void;
}

/**
 * Sends one file to /api/uploads as multipart `purpose` + `file`. XMLHttpRequest rather than
 * fetch: it is the one browser API that reports upload progress everywhere, so the bar shows
 * bytes really sent. `onProgress` gets whole percents of the request body.
 */
export function startUpload(file: File, purpose: DocumentPurpose, onProgress: (percent: number) => void): UploadJob {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => resolve(uploadOutcome(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ ok: false, message: TECHNICAL_ERROR });
    xhr.ontimeout = () => resolve({ ok: false, message: TECHNICAL_ERROR });
    xhr.onabort = () => resolve({ ok: false, aborted: true });
  });
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, file.name);
  xhr.open('POST', UPLOAD_URL);
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}

/** The route's answer as an outcome: {documentId, fileName} on 200, else its {message} or the technical one. */
export function uploadOutcome(status: number, text: string): UploadOutcome {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy's HTML error page, or nothing at all: the technical message below.
  }
  if (status === 401) return { ok: false, message: TECHNICAL_ERROR, sessionEnded: true };
  if (status === 200) {
    if (isUploadedFile(body)) return { ok: true, file: { documentId: body.documentId, fileName: body.fileName } };
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (status !== 200 && typeof message === 'string' && message) return { ok: false, message };
  // A load balancer's own 413 page has no JSON, but says the same thing.
  return { ok: false, message: status === 413 ? FILE_TOO_LARGE : TECHNICAL_ERROR };
}
