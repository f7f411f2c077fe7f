import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The wire envelope: a JWE in compact serialisation (RFC 7516) with
 * alg "dir" and enc "A256GCM" — a shared 256-bit key, AES-GCM with a fresh
 * 96-bit IV per message, the protected header as additional data.
 * Any JOSE library can read and write it; we do it on node:crypto directly
 * because it is synchronous and costs a few microseconds a message.
 *
 * Keys rotate: each side holds a ring (key-ring.ts reads it from the environment), seals under its
 * current key and names it in the header's `kid`, which the tag authenticates with the rest of the
 * header. Opening picks the key the header names; it never tries one key after another.
 */
const BASE_HEADER = { alg: 'dir', enc: 'A256GCM', cty: 'application/json' } as const;
const headerOf = (kid: string | null) =>
  Buffer.from(JSON.stringify(kid === null ? BASE_HEADER : { ...BASE_HEADER, kid })).toString('base64url');
const UNNAMED_HEADER = headerOf(null);

/**
 * The header a caller sends to say which key it reads answers in, for calls without a body to
 * take the key from (wire-format.md). Its value is a kid.
 */
export const ACCEPT_KEY_ID = 'Accept-Key-Id';

/** Key ids: short tokens, safe in a JSON header, an HTTP header and a log line. */
export const KID_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;

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

/** One key of a ring, with its protected header made once rather than per message. */
export interface EnvelopeKey {
  /** null: the one key of a ring without ids (UPSTREAM_ENC_KEY alone); its header names no kid */
  readonly kid: string | null;
  readonly key: Buffer;
  /** the protected header in base64url: what goes on the wire, and the AAD */
  readonly header: string;
  readonly aad: Buffer;
}

export function envelopeKey(key: Buffer, kid: string | null = null): EnvelopeKey {
  if (key.length !== 32) throw new EnvelopeError('The envelope key must be 32 bytes (256 bits).');
  if (kid !== null && !KID_PATTERN.test(kid)) throw new EnvelopeError('A key id must be 1–32 letters, digits, ".", "_" or "-".');
  const header = headerOf(kid);
  return { kid, key, header, aad: Buffer.from(header, 'ascii') };
}

const bareRings = new WeakMap<Buffer, KeyRing>();

/**
 * The keys one side holds: the first seals, all of them open. A ring of one key without an id
 * (UPSTREAM_ENC_KEY alone) seals with no kid and opens every message with that key, whatever kid
 * it names, as this code did before keys had ids; that is what lets a side that names its keys
 * and one that does not yet run side by side during the first rotation.
 */
export class KeyRing {
  readonly current: EnvelopeKey;
  readonly keys: readonly EnvelopeKey[];
  private readonly byKid = new Map<string, EnvelopeKey>();
  /** our own headers, so opening a message from a peer on the same code skips parsing its header */
  private readonly byHeader = new Map<string, { key: EnvelopeKey; kid: string | null }>();

  constructor(keys: readonly EnvelopeKey[]) {
    const [current] = keys;
    if (!current) throw new EnvelopeError('A key ring needs at least one key.');
    if (keys.length > 1 && keys.some((k) => k.kid === null))
      throw new EnvelopeError('Every key of a ring of several needs an id.');
    for (const k of keys) {
      if (k.kid === null) continue;
      if (this.byKid.has(k.kid)) throw new EnvelopeError(`Key id '${k.kid}' appears twice.`);
      this.byKid.set(k.kid, k);
      this.byHeader.set(k.header, { key: k, kid: k.kid });
    }
    this.current = current;
    this.keys = keys;
    // A message naming no key comes from a side without ids: it holds the current key (key-ring.ts).
    this.byHeader.set(UNNAMED_HEADER, { key: current, kid: null });
  }

  /** A ring of one key without an id; the same ring each time for the same Buffer. */
  static of(key: Buffer): KeyRing {
    let ring = bareRings.get(key);
    if (!ring) bareRings.set(key, (ring = new KeyRing([envelopeKey(key)])));
    return ring;
  }

  /** The key a message naming `kid` (undefined: none) opens with, or undefined when this ring does not hold it. */
  find(kid: string | undefined): EnvelopeKey | undefined {
    if (kid === undefined || this.current.kid === null) return this.current;
    return this.byKid.get(kid);
  }

  /** The key of a header this code writes, and the kid it names; undefined for any other header. */
  fromHeader(header: string): { key: EnvelopeKey; kid: string | null } | undefined {
    return this.byHeader.get(header);
  }
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

/** Seals under `key`: a ring's current key, one key of a ring, or a bare key (no kid). */
export function seal(value: unknown, key: KeyRing | EnvelopeKey | Buffer): string {
  const k = key instanceof KeyRing ? key.current : Buffer.isBuffer(key) ? KeyRing.of(key).current : key;
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', k.key, iv);
  cipher.setAAD(k.aad);
  const plaintext = Buffer.from(JSON.stringify(value), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${k.header}..${iv.toString('base64url')}.${ciphertext.toString('base64url')}.${tag.toString('base64url')}`;
}

export interface Opened {
  value: unknown;
  /** the key it opened with: the one to answer with */
  key: EnvelopeKey;
  /** the kid its header named, null when none */
  kid: string | null;
}

/** Opens with a ring, or with a bare key (a ring of that one key). */
export function open(token: string, keys: KeyRing | Buffer): unknown {
  return openWithKey(token, keys).value;
}

export function openWithKey(token: string, keys: KeyRing | Buffer): Opened {
  const ring = Buffer.isBuffer(keys) ? KeyRing.of(keys) : keys;
  const parts = token.split('.');
  if (parts.length !== 5) throw new EnvelopeError('Not a compact JWE.');
  const [headerB64, encryptedKey, ivB64, ctB64, tagB64] = parts as [string, string, string, string, string];
  const known = ring.fromHeader(headerB64);
  const kid = known ? known.kid : readHeader(headerB64);
  const key = known ? known.key : ring.find(kid ?? undefined);
  if (!key) throw new EnvelopeError(`The JWE is sealed under key id '${kid}', which is not among the keys held here.`);
  if (encryptedKey !== '') throw new EnvelopeError('Unsupported JWE algorithm.');
  const iv = Buffer.from(ivB64, 'base64url');
  const tag = Buffer.from(tagB64, 'base64url');
  if (iv.length !== 12 || tag.length !== 16) throw new EnvelopeError('Malformed JWE.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, iv, { authTagLength: 16 });
    decipher.setAAD(Buffer.from(headerB64, 'ascii'));
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([decipher.update(Buffer.from(ctB64, 'base64url')), decipher.final()]);
    return { value: JSON.parse(plaintext.toString('utf8')), key, kid };
  } catch {
    throw new EnvelopeError('The JWE failed authentication.');
  }
}

/** Checks a header we did not write (another JOSE library's, or a forgery) and answers the kid it names. */
function readHeader(headerB64: string): string | null {
  let header: { alg?: unknown; enc?: unknown; kid?: unknown };
  try {
    header = JSON.parse(Buffer.from(headerB64, 'base64url').toString('utf8'));
  } catch {
    throw new EnvelopeError('Unreadable JWE header.');
  }
  if (header === null || typeof header !== 'object' || header.alg !== 'dir' || header.enc !== 'A256GCM') {
    throw new EnvelopeError('Unsupported JWE algorithm.');
  }
  if (header.kid === undefined) return null;
  // Only a well-formed kid is repeated in an error message: this one came from the network.
  if (typeof header.kid !== 'string' || !KID_PATTERN.test(header.kid)) throw new EnvelopeError('Malformed JWE key id.');
  return header.kid;
}
