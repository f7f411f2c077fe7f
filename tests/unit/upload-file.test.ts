import { afterEach, describe, expect, it } from 'vitest';
import { TECHNICAL_ERROR } from '@/lib/constants';
import { FILE_TOO_LARGE } from '@/lib/uploads/file-rules';
import { uploadOutcome, startUpload } from '@/lib/client/upload-file';

/** Just enough of XMLHttpRequest to drive startUpload from a test: what was sent, and its events. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = '';
  opened: [string, string] | null = null;
  sent: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}
const realXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});
const file = new File([new Uint8Array([1, 2, 3])], 'front.png', { type: 'image/png' });

describe('startUpload', () => {
  it('posts multipart purpose + file to /api/uploads and reports whole percents of bytes sent', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    const seen: number[] = [];
    const job = startUpload(file, 'AADHAAR_PROOF', (p) => seen.push(p));
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/api/uploads']);
    expect(xhr.sent?.get('purpose')).toBe('AADHAAR_PROOF');
    expect((xhr.sent?.get('file') as File).name).toBe('front.png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 });
    expect(seen).toEqual([33, 100]);
    xhr.answer(200, { documentId: 'D'.repeat(24), fileName: 'front.png' });
    expect(await job.done).toEqual({ ok: true, file: { documentId: 'D'.repeat(24), fileName: 'front.png' } });
  });

  it('settles as aborted when cancelled, and with the technical message on a network error', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    const cancelled = startUpload(file, 'AADHAAR_PROOF', () => {});
    cancelled.abort();
    expect(await cancelled.done).toEqual({ ok: false, aborted: true });
    const failed = startUpload(file, 'AADHAAR_PROOF', () => {});
    FakeXhr.last.onerror?.();
    expect(await failed.done).toEqual({ ok: false, message: TECHNICAL_ERROR });
  });
});

describe('uploadOutcome: the route’s answer', () => {
  it('shows the route’s own message for a refusal', () => {
    expect(uploadOutcome(400, '{"message":"File size empty, please upload a file greater than 0KB."}')).toEqual({
      ok: false,
      message: 'File size empty, please upload a file greater than 0KB.',
    });
  });

  it('reads 401 as the end of the session', () => {
    expect(uploadOutcome(401, '{"message":"Session expired"}')).toMatchObject({ ok: false, sessionEnded: true });
  });

  it('reads a proxy’s bare 413 as too large, and anything unreadable as the technical message', () => {
    expect(uploadOutcome(413, '<html>Request Entity Too Large</html>')).toEqual({ ok: false, message: FILE_TOO_LARGE });
    expect(uploadOutcome(502, '<html>Bad gateway</html>')).toEqual({ ok: false, message: TECHNICAL_ERROR });
    expect(uploadOutcome(200, '{"documentId":"../etc"}')).toEqual({ ok: false, message: TECHNICAL_ERROR });
  });
});
