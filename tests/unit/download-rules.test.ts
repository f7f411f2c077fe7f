import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import hi from '../../messages/hi.json';
import {
  attachmentDisposition,
  downloadedMessage,
  fileNameFromDisposition,
  headerSafe,
  safeFileName,
  SLOW_DOCUMENT_MS,
} from '@/lib/document-rules';

describe('Content-Disposition both ways', () => {
  it('round-trips a plain name', () => {
    const header = attachmentDisposition('PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf');
    expect(header).toBe('attachment; filename="PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf"');
    expect(fileNameFromDisposition(header)).toBe('PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf');
  });

  it('adds the RFC 5987 form for a non-ASCII name and prefers it when reading', () => {
    const header = attachmentDisposition('Fund summary – 2026.pdf');
    expect(header).toContain('filename="Fund summary _ 2026.pdf"');
    expect(header).toContain("filename*=UTF-8''Fund%20summary%20%E2%80%93%202026.pdf");
    expect(fileNameFromDisposition(header)).toBe('Fund summary – 2026.pdf');
  });

  it('reads unquoted names and ignores headers without one', () => {
    expect(fileNameFromDisposition('attachment; filename=receipt.pdf')).toBe('receipt.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('never lets a name escape into a path or break the header', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(attachmentDisposition('a"b\r\nSet-Cookie: x.pdf')).toBe('attachment; filename="a_b__Set-Cookie_ x.pdf"');
    expect(safeFileName('...')).toBe('document.pdf');
    expect(fileNameFromDisposition('attachment; filename*=UTF-8\'\'%E0%A4; filename="ok.pdf"')).toBe('ok.pdf');
  });
});

describe('download messages', () => {
  it('says where the receipt was emailed, if anywhere', () => {
    const english = createTranslator({ locale: 'en', messages: en, namespace: 'documents' });
    expect(downloadedMessage(english, 'aaXXXXXXXXXX@example.com')).toBe(
      'Receipt downloaded and emailed to aaXXXXXXXXXX@example.com',
    );
    expect(downloadedMessage(english, null)).toBe('Document downloaded');
    const hindi = createTranslator({ locale: 'hi', messages: hi, namespace: 'documents' });
    expect(downloadedMessage(hindi, 'aaXXXXXXXXXX@example.com')).toBe(
      'रसीद डाउनलोड हो गई और aaXXXXXXXXXX@example.com पर ईमेल कर दी गई',
    );
    expect(downloadedMessage(hindi, null)).toBe('दस्तावेज़ डाउनलोड हो गया');
  });

  it('keeps header values on one printable line', () => {
    expect(headerSafe(' a@b.in\r\nX: y ')).toBe('a@b.inX: y');
  });

  it('waits a moment before asking for patience', () => {
    expect(SLOW_DOCUMENT_MS).toBe(1500);
  });
});
