import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BASE64, MAX_UPLOAD_BYTES, document } from '@portal/contracts/uploads';
import { sniffFileKind } from '../domain/file-types';
import { checkUpload } from '../domain/uploads';
import { HEIC_B64, JPEG_B64, PDF_B64, PNG_B64, TIFF_B64, file, jpeg, pdf, pdfOfSize, png, text } from './support/files';

const bytes = (b64: string) => Buffer.from(b64, 'base64');
const bad = (message: string) => ({ ok: false, code: 400, message });
const GENERAL = 'File type not allowed. Only .jpeg, .png, and .pdf are allowed.';

describe('file types by their first bytes', () => {
  it('recognises JPEG, PNG, PDF, TIFF and HEIC', () => {
    expect(sniffFileKind(bytes(JPEG_B64))).toBe('jpeg');
    expect(sniffFileKind(bytes(PNG_B64))).toBe('png');
    expect(sniffFileKind(bytes(PDF_B64))).toBe('pdf');
    expect(sniffFileKind(bytes(TIFF_B64))).toBe('tiff');
    expect(sniffFileKind(Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))).toBe('tiff');
    expect(sniffFileKind(bytes(HEIC_B64))).toBe('heif');
  });

  it('tells a HEIF from other ISO media files by its brands', () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const brands = [major, '\0\0\0\0', ...compatible].join('');
      const box = Buffer.alloc(8 + brands.length);
      box.writeUInt32BE(box.length, 0);
      box.write(`ftyp${brands}`, 4, 'latin1');
      return box;
    };
    expect(sniffFileKind(ftyp('mif1', 'mif1', 'heic'))).toBe('heif');
    expect(sniffFileKind(ftyp('heix', 'mif1'))).toBe('heif');
    // An AVIF picture and an MP4 video share the box but are not HEIF.
    expect(sniffFileKind(ftyp('avif', 'mif1', 'miaf'))).toBeNull();
    expect(sniffFileKind(ftyp('mif1', 'avif', 'miaf'))).toBeNull();
    expect(sniffFileKind(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
  });

  it('knows nothing else, whatever the name says', () => {
    expect(sniffFileKind(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFileKind(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffFileKind(Buffer.alloc(0))).toBeNull();
    expect(sniffFileKind(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('upload checks', () => {
  it('takes a file whose first bytes and name agree with an allowed type', () => {
    const checked = checkUpload(jpeg('C:\\fakepath\\aadhaar-front.JPEG'), 'general');
    expect(checked).toMatchObject({
      ok: true,
      file: { fileName: 'aadhaar-front.JPEG', kind: 'jpeg', contentType: 'image/jpeg' },
    });
    expect(checkUpload(png(), 'general').ok).toBe(true);
    expect(checkUpload(pdf(), 'general').ok).toBe(true);
  });

  it('refuses an empty file, a disguised one and one over 3 MB with the SPEC messages', () => {
    expect(checkUpload(file('empty.pdf', ''), 'general')).toEqual(bad('File size empty, please upload a file greater than 0KB.'));
    expect(checkUpload(text('photo.png'), 'general')).toEqual(bad(GENERAL));
    // A real PNG called .pdf, and a PDF called .png: the name must fit the bytes.
    expect(checkUpload(file('scan.pdf', PNG_B64), 'general')).toEqual(bad(GENERAL));
    expect(checkUpload(file('scan.png', PDF_B64), 'general')).toEqual(bad(GENERAL));
    expect(checkUpload(file('scan', PDF_B64), 'general')).toEqual(bad(GENERAL));
    expect(checkUpload(pdfOfSize(MAX_UPLOAD_BYTES), 'general').ok).toBe(true);
    expect(checkUpload(pdfOfSize(MAX_UPLOAD_BYTES + 1), 'general')).toEqual(bad('File size exceeds 3MB.'));
  });

  it('allows each upload its own types', () => {
    const tif = file('proof.tif', TIFF_B64);
    expect(checkUpload(tif, 'general')).toEqual(bad(GENERAL));
    expect(checkUpload(tif, 'addressProof').ok).toBe(true);
    expect(checkUpload(file('proof.TIFF', TIFF_B64), 'panProof').ok).toBe(true);
    expect(checkUpload(png(), 'fatca')).toEqual(bad('Please upload FATCA form'));
    expect(checkUpload(pdf('fatca.pdf'), 'fatca').ok).toBe(true);
    expect(checkUpload(pdf(), 'profileImage')).toEqual(bad('Invalid file type'));
    expect(checkUpload(file('me.heif', HEIC_B64), 'profileImage').ok).toBe(true);
    expect(checkUpload(file('me.heic', HEIC_B64), 'general')).toEqual(bad(GENERAL));
  });

  it('refuses broken base64 and a name without a file', () => {
    expect(checkUpload(file('a.pdf', 'not base64!'), 'general')).toEqual(bad('Invalid request.'));
    expect(checkUpload(file('a.pdf', 'JVBERi0'), 'general')).toEqual(bad('Invalid request.'));
    expect(checkUpload(file('', PDF_B64), 'general')).toEqual(bad('Invalid request.'));
    expect(checkUpload(file('folder/', PDF_B64), 'general')).toEqual(bad('Invalid request.'));
  });

  it('bounds the wire schema at a 3 MB file as base64, about 4 MB', () => {
    expect(MAX_UPLOAD_BASE64).toBe(4 * 1024 * 1024);
    expect(document.safeParse({ fileName: 'a.pdf', fileContent: 'A'.repeat(MAX_UPLOAD_BASE64) }).success).toBe(true);
    expect(document.safeParse({ fileName: 'a.pdf', fileContent: 'A'.repeat(MAX_UPLOAD_BASE64 + 4) }).success).toBe(false);
  });
});
