import type { FileKind } from '@portal/contracts/uploads';

/**
 * A file's real type from its first bytes ("magic numbers"), never from its
 * name or the type a browser claims: a renamed executable or a `.png` that is
 * really a PDF is caught here. Only the types the core takes are recognised.
 */
const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

/** ISO base media brands of HEIC/HEIF still images (AVIF, also 'ftyp'-based, is not among them). */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_BRANDS = new Set([...HEVC_BRANDS, 'mif1', 'msf1', 'heif']);

function isHeif(b: Buffer): boolean {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const boxSize = b.readUInt32BE(0);
  const major = ascii(b, 8, 12);
  if (major === 'mif1' || major === 'msf1') {
    // A generic image brand: HEIF only if a HEVC brand is among the compatible ones.
    const end = Math.min(boxSize, b.length);
    for (let i = 16; i + 4 <= end; i += 4) {
      if (HEVC_BRANDS.has(ascii(b, i, i + 4))) return true;
    }
    return false;
  }
  return HEIF_BRANDS.has(major);
}

export function sniffFileKind(b: Buffer): FileKind | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (isHeif(b)) return 'heif';
  return null;
}

export const CONTENT_TYPES: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  tiff: 'image/tiff',
  heif: 'image/heif',
};
