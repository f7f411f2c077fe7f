import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BASE64 } from '@portal/contracts/uploads';
import {
  FILE_EMPTY,
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  acceptFor,
  checkFile,
  requiredUpload,
  shortenFileName,
  uploadHint,
  uploadedFile,
  wrongFileType,
} from '@/lib/uploads/upload-rules';

const GENERAL = 'File type not allowed. Only .jpeg, .png, and .pdf are allowed.';

describe('upload messages (SPEC §5 "Files")', () => {
  it('names the types each purpose takes in the wrong-type message', () => {
    for (const p of ['AADHAAR_PROOF', 'NAME_PROOF', 'CLAIM_DOCUMENT', 'SR_ATTACHMENT'] as const)
      expect(wrongFileType(p)).toBe(GENERAL);
    expect(wrongFileType('ADDRESS_PROOF')).toMatch(/^File type not allowed\. Only .*\.tif.* are allowed\.$/);
    expect(wrongFileType('PAN_PROOF')).toMatch(/^File type not allowed\. Only .*\.tiff.* are allowed\.$/);
    expect(wrongFileType('PROFILE_IMAGE')).toBe('Invalid file type');
  });

  it('says the limit in MB, and the default hint as a sentence naming the types', () => {
    expect(FILE_TOO_LARGE).toBe('File size exceeds 3MB.');
    expect(FILE_EMPTY).toBe('File size empty, please upload a file greater than 0KB.');
    expect(uploadHint('SR_ATTACHMENT')).toBe(
      'Please upload a legible .jpg, .jpeg, .png or .pdf file of up to 3MB that is not password protected.',
    );
    expect(uploadHint('FATCA')).toBe('Please upload a legible .pdf file of up to 3MB that is not password protected.');
  });
});

describe('checkFile: what the browser and the server can tell from name and size', () => {
  const check = (name: string, size: number, purpose: Parameters<typeof checkFile>[1] = 'AADHAAR_PROOF') =>
    checkFile({ name, size }, purpose)?.message ?? null;

  it('refuses an empty file first, then a wrong type, then a file over 3 MB', () => {
    expect(check('front.png', 0)).toBe(FILE_EMPTY);
    expect(check('front.exe', 0)).toBe(FILE_EMPTY);
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
    expect(check('form.png', 1, 'FATCA')).toBe(wrongFileType('FATCA'));
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
    expect(requiredUpload.safeParse(null).error?.issues[0]?.message).toBe('Please upload a file');
    expect(requiredUpload.safeParse({ documentId: 'a'.repeat(24), fileName: 'front.png' }).success).toBe(true);
  });
});
