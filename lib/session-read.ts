import { unsealData } from 'iron-session';
import type { SessionData } from './session-rules';

/*
 * Reading the session cookie, remembered per sealed value. Opening an iron seal derives two keys
 * with PBKDF2 through WebCrypto, and every page paid for that twice (the proxy, then the page):
 * about a tenth of a dashboard render. The same sealed string always opens to the same data, so
 * this keeps what it opened until the seal's own expiry, for the last MAX cookies seen. It holds
 * nothing another instance would need: a miss simply opens the seal again.
 */
const MAX = 1000;
const opened = new Map<string, { data: Readonly<SessionData>; expiresAt: number }>();

/** iron's format: Fe26.2*passwordId*salt*iv*ciphertext*expiration*hmacSalt*hmac, then ~2 (iron-session's version). */
function sealExpiry(seal: string): number {
  const expiration = Number(seal.split('*')[5]);
  return Number.isFinite(expiration) && expiration > 0 ? expiration : 0;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The data sealed in the cookie, or {} when there is none or it does not open (wrong secret,
 * tampered, expired). Read-only: a change goes through iron-session's save() (lib/server/session.ts).
 */
export async function readSealedSession(seal: string | undefined, password: string, ttlSeconds: number): Promise<Readonly<SessionData>> {
  if (!seal) return {};
  const now = Date.now();
  // The secret is part of the key: a seal opens only with the secret it was made with.
  const key = `${password}\u0000${seal}`;
  const hit = opened.get(key);
  if (hit && now < hit.expiresAt) return hit.data;
  if (hit) opened.delete(key);
  const data = deepFreeze((await unsealData<SessionData>(seal, { password, ttl: ttlSeconds })) as SessionData);
  const expiresAt = sealExpiry(seal);
  if (expiresAt > now && data.isAuthenticated) {
    if (opened.size >= MAX) opened.delete(opened.keys().next().value as string);
    opened.set(key, { data, expiresAt });
  }
  return data;
}
