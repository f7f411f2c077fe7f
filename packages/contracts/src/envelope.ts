import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The wire envelope: a JWE in compact serialisation (RFC 7516) with
 * alg "dir" and enc "A256GCM" — a shared 256-bit key, AES-GCM with a fresh
 * 96-bit IV per message, the protected header as additional data.
 * Any JOSE library can read and write it; we do it on node:crypto directly
 * because it is synchronous and costs a few microseconds a message.
 */
const HEADER = { alg: 'dir', enc: 'A256GCM', cty: 'application/json' } as const;
const HEADER_B64 = Buffer.from(JSON.stringify(HEADER)).toString('base64url');

export class EnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

/** Reads a 32-byte key given as base64url or base64 (with or without padding). */
export function parseKey(text: string): Buffer {
  const key = Buffer.from(text.trim(), text.includes('+') || text.includes('/') ? 'base64' : 'base64url');
  if (key.length !== 32) throw new EnvelopeError('The envelope key must be 32 bytes (256 bits).');
  return key;
}

/**
 * IVs are cut from a pool of random bytes refilled 256 at a time: asking the CSPRNG for 12 bytes
 * per message cost as much as the encryption. Each IV is still random and used once; the pool is
 * replaced, never rewritten, so an IV handed out earlier cannot change.
 */
const IV_BYTES = 12;
let ivPool = Buffer.alloc(0);
let ivAt = 0;
function freshIv(): Buffer {
  if (ivAt + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_BYTES * 256);
    ivAt = 0;
  }
  ivAt += IV_BYTES;
  return ivPool.subarray(ivAt - IV_BYTES, ivAt);
}

export function seal(value: unknown, key: Buffer): string {
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(HEADER_B64, 'ascii'));
  const plaintext = Buffer.from(JSON.stringify(value), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${HEADER_B64}..${iv.toString('base64url')}.${ciphertext.toString('base64url')}.${tag.toString('base64url')}`;
}

export function open(token: string, key: Buffer): unknown {
  const parts = token.split('.');
  if (parts.length !== 5) throw new EnvelopeError('Not a compact JWE.');
  const [headerB64, encryptedKey, ivB64, ctB64, tagB64] = parts as [string, string, string, string, string];
  let header: { alg?: unknown; enc?: unknown };
  try {
    header = JSON.parse(Buffer.from(headerB64, 'base64url').toString('utf8'));
  } catch {
    throw new EnvelopeError('Unreadable JWE header.');
  }
  if (header.alg !== 'dir' || header.enc !== 'A256GCM' || encryptedKey !== '') {
    throw new EnvelopeError('Unsupported JWE algorithm.');
  }
  const iv = Buffer.from(ivB64, 'base64url');
  const tag = Buffer.from(tagB64, 'base64url');
  if (iv.length !== 12 || tag.length !== 16) throw new EnvelopeError('Malformed JWE.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    decipher.setAAD(Buffer.from(headerB64, 'ascii'));
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([decipher.update(Buffer.from(ctB64, 'base64url')), decipher.final()]);
    return JSON.parse(plaintext.toString('utf8'));
  } catch {
    throw new EnvelopeError('The JWE failed authentication.');
  }
}
