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
type Opened = Map<string, { data: Readonly<SessionData>; expiresAt: number }>;
// On globalThis: the proxy's bundle and the pages' each have their own copy of this module, and a
// seal the proxy has just rewritten is the one the page behind it reads next (rememberSealed).
const OPENED = Symbol.for('portal.openedSessions');
const opened: Opened = ((globalThis as { [OPENED]?: Opened })[OPENED] ??= new Map());

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
export async function readSealedSession(
  seal: string | undefined,
  password: string,
  ttlSeconds: number,
): Promise<Readonly<SessionData>> {
  if (!seal) return {};
  const now = Date.now();
  const key = keyOf(password, seal);
  const hit = opened.get(key);
  if (hit && now < hit.expiresAt) return hit.data;
  if (hit) opened.delete(key);
  const data = deepFreeze((await unsealData<SessionData>(seal, { password, ttl: ttlSeconds })) as SessionData);
  remember(key, seal, data, now);
  return data;
}

/**
 * A seal this process has just made from `data`: remembered as if opened. The proxy rewrites the
 * cookie every half minute of activity, and the page behind it reads the new one at once; opening
 * it there again cost as much as making it (about 0.7 ms).
 */
export function rememberSealed(seal: string, password: string, data: SessionData): void {
  // Through JSON, as the seal holds it: what opening it would give.
  remember(keyOf(password, seal), seal, deepFreeze(JSON.parse(JSON.stringify(data)) as SessionData), Date.now());
}

/** The secret is part of the key: a seal opens only with the secret it was made with. */
function keyOf(password: string, seal: string): string {
  return `${password}\u0000${seal}`;
}

function remember(key: string, seal: string, data: Readonly<SessionData>, now: number): void {
  const expiresAt = sealExpiry(seal);
  if (expiresAt <= now || !data.isAuthenticated) return;
  if (opened.size >= MAX) opened.delete(opened.keys().next().value as string);
  opened.set(key, { data, expiresAt });
}
