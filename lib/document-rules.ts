import type { DocumentType } from '@portal/contracts/documents';

/*
 * Rules shared by the /api/documents route and the download button. No imports with side
 * effects: the button's bundle takes only what it uses.
 */

/** What the browser posts to /api/documents. clientId and session stay on the server. */
export interface DocumentRequest {
  policyNumber: string;
  documentType: DocumentType;
  /** the payment's transaction id, for a premium receipt */
  transactionId?: string;
  /** start year of the financial year, e.g. 2025 for FY 2025-26 */
  financialYear?: number;
}

/**
 * SPEC §7/§9 leave the slow-response timeout open: after 1.5 s a customer starts to wonder
 * whether the press worked, so that is when the patience message appears.
 */
export const SLOW_DOCUMENT_MS = 1500;
/** SPEC "Payment confirmation": a premium receipt is saved under this name wherever it is downloaded. */
export const RECEIPT_FILE_NAME = 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf';

/** The part of the `documents` catalogue's translator the toast needs (useTranslations('documents')). */
type DownloadedWords = (key: 'downloaded' | 'receiptEmailed', values?: { email: string }) => string;

/** The toast after a download: where the core emailed the receipt, if it did. */
export function downloadedMessage(t: DownloadedWords, emailedTo: string | null): string {
  return emailedTo ? t('receiptEmailed', { email: emailedTo }) : t('downloaded');
}

/** No path separators, quotes or control characters; `ascii` also for a header's plain form. */
export function safeFileName(name: string, { ascii = false } = {}): string {
  let cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_');
  if (ascii) cleaned = cleaned.replace(/[^\x20-\x7e]/g, '_');
  cleaned = cleaned.replace(/^[\s.]+|[\s.]+$/g, '').slice(0, 120);
  return cleaned || 'document.pdf';
}

/** The route's header: an ASCII name, plus the RFC 5987 form when the core's name had more. */
export function attachmentDisposition(name: string): string {
  const ascii = safeFileName(name, { ascii: true });
  const full = safeFileName(name);
  const star = full === ascii ? '' : `; filename*=UTF-8''${rfc5987(full)}`;
  return `attachment; filename="${ascii}"${star}`;
}

function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The button's side: the name to save under, or null when the header gives none. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return safeFileName(decodeURIComponent(star[1].trim()));
    } catch {
      // a malformed escape: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? safeFileName(name) : null;
}

/** A header value must stay on one line of printable ASCII (X-Emailed-To). */
export function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '').trim();
}
