import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { MAX_UPLOAD_BASE64, UPLOAD_MESSAGES, UPLOAD_RULES } from '@portal/contracts/uploads';
import { useUploadHint } from '@/components/ui/upload-hint';
import type { Language } from '@/lib/i18n/languages';
import {
  FILE_EMPTY,
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  acceptFor,
  checkFile,
  requiredUpload,
  shortenFileName,
  FILE_MISSING,
  uploadedFile,
  wrongFileType,
} from '@/lib/uploads/upload-rules';
import { english } from './english-text';
import { renderMarkup } from './render-markup';

function Hint({ purpose }: { purpose: Parameters<ReturnType<typeof useUploadHint>>[0] }) {
  return useUploadHint()(purpose);
}
const hint = (purpose: Parameters<typeof Hint>[0]['purpose'], language: Language = 'en') =>
  renderMarkup(createElement(Hint, { purpose }), language);

const GENERAL = 'File type not allowed. Only .jpeg, .png, and .pdf are allowed.';

describe('upload messages (SPEC §5 "Files")', () => {
  it('names the types each purpose takes in the wrong-type message', () => {
    for (const p of ['AADHAAR_PROOF', 'NAME_PROOF', 'CLAIM_DOCUMENT', 'SR_ATTACHMENT'] as const)
      expect(english(wrongFileType(p))).toBe(GENERAL);
    expect(english(wrongFileType('ADDRESS_PROOF'))).toMatch(/^File type not allowed\. Only .*\.tif.* are allowed\.$/);
    expect(english(wrongFileType('PAN_PROOF'))).toMatch(/^File type not allowed\. Only .*\.tiff.* are allowed\.$/);
    expect(english(wrongFileType('PROFILE_IMAGE'))).toBe('Invalid file type');
  });

  it('words them in English exactly as the core does', () => {
    expect(english(FILE_EMPTY)).toBe(UPLOAD_MESSAGES.empty);
    expect(english(FILE_TOO_LARGE)).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(english(FILE_MISSING)).toBe(UPLOAD_MESSAGES.missing);
    for (const [rule, { typeMessage }] of Object.entries(UPLOAD_RULES))
      expect(english(`ui.upload.type.${rule}`)).toBe(typeMessage);
  });

  it('says the limit in MB, and the default hint as a sentence naming the types', () => {
    expect(english(FILE_TOO_LARGE)).toBe('File size exceeds 3MB.');
    expect(english(FILE_EMPTY)).toBe('File size empty, please upload a file greater than 0KB.');
    expect(hint('SR_ATTACHMENT')).toBe(
      'Please upload a legible .jpg, .jpeg, .png or .pdf file of up to 3MB that is not password protected.',
    );
    expect(hint('FATCA')).toBe('Please upload a legible .pdf file of up to 3MB that is not password protected.');
    expect(hint('SR_ATTACHMENT', 'hi')).toBe(
      'कृपया 3MB तक की साफ़ पढ़ी जा सकने वाली .jpg, .jpeg, .png या .pdf फ़ाइल अपलोड करें, जो पासवर्ड से सुरक्षित न हो।',
    );
  });
});

describe('checkFile: what the browser and the server can tell from name and size', () => {
  const check = (name: string, size: number, purpose: Parameters<typeof checkFile>[1] = 'AADHAAR_PROOF') =>
    ((m) => (m ? english(m) : null))(checkFile({ name, size }, purpose)?.message);

  it('refuses an empty file first, then a wrong type, then a file over 3 MB', () => {
    expect(check('front.png', 0)).toBe(english(FILE_EMPTY));
    expect(check('front.exe', 0)).toBe(english(FILE_EMPTY));
    expect(check('front.exe', 10)).toBe(GENERAL);
    expect(check('front.exe', MAX_UPLOAD_BYTES + 1)).toBe(GENERAL);
    expect(check('front.pdf', MAX_UPLOAD_BYTES + 1)).toBe('File size exceeds 3MB.');
  });

  it('takes exactly 3 MB, and any case of an allowed extension', () => {
    expect(MAX_UPLOAD_BYTES).toBe(3 * 1024 * 1024);
    expect(check('front.pdf', MAX_UPLOAD_BYTES)).toBeNull();
    expect(check('FRONT.JPG', 1)).toBeNull();
    expect(check('front.Jpeg', 1)).toBeNull();
  });

  it('goes by the last extension and the purpose', () => {
    expect(check('front.png.exe', 1)).toBe(GENERAL);
    expect(check('front', 1)).toBe(GENERAL);
    expect(check('bill.tif', 1, 'ADDRESS_PROOF')).toBeNull();
    expect(check('bill.tif', 1, 'AADHAAR_PROOF')).toBe(GENERAL);
    expect(check('form.png', 1, 'FATCA')).toBe('Please upload FATCA form');
    expect(check('form.pdf', 1, 'FATCA')).toBeNull();
    expect(check('me.heif', 1, 'PROFILE_IMAGE')).toBeNull();
    expect(check('me.pdf', 1, 'PROFILE_IMAGE')).toBe('Invalid file type');
  });

  it('offers the picker both extensions and MIME types', () => {
    expect(acceptFor('AADHAAR_PROOF')).toBe('.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf');
    expect(acceptFor('FATCA')).toBe('.pdf,application/pdf');
  });

  it('bounds the wire content to what 3 MB encodes to', () => {
    expect(MAX_UPLOAD_BASE64).toBe(Buffer.alloc(MAX_UPLOAD_BYTES).toString('base64').length);
  });
});

describe('shortenFileName', () => {
  it('leaves names of up to 40 characters alone', () => {
    const forty = `${'a'.repeat(36)}.pdf`;
    expect(shortenFileName(forty)).toBe(forty);
    expect(shortenFileName('scan.pdf')).toBe('scan.pdf');
  });

  it('shortens longer ones to 40 characters, keeping the end with the extension', () => {
    const short = shortenFileName('Aadhaar card front side scanned at the bank 2025-03-14.pdf');
    expect(Array.from(short)).toHaveLength(40);
    expect(short).toBe('Aadhaar card front side scanned…3-14.pdf');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const short = shortenFileName(`${'📄'.repeat(50)}.png`);
    expect(Array.from(short)).toHaveLength(40);
    expect(short.endsWith('📄📄📄📄.png')).toBe(true);
    expect(short).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('uploadedFile', () => {
  it('is what a form holds: the core’s id and the name', () => {
    expect(uploadedFile.safeParse({ documentId: 'a'.repeat(24), fileName: 'front.png' }).success).toBe(true);
    expect(uploadedFile.safeParse({ documentId: '../x', fileName: 'front.png' }).success).toBe(false);
  });

  it('says Please upload a file for a required one left empty', () => {
    expect(requiredUpload.safeParse(null).error?.issues[0]?.message).toBe(FILE_MISSING);
    expect(requiredUpload.safeParse({ documentId: 'a'.repeat(24), fileName: 'front.png' }).success).toBe(true);
  });
});
