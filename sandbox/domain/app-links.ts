import { createHash, randomUUID } from 'node:crypto';
import { appLinkByPayloadHash, appLinkByTransactionId, insertAppLink, spendAppLink } from '../store/app-links';
import type { Db } from '../store/db';
import { randomToken } from '../store/ids';

/**
 * The host app's hand-off (SPEC §7 "External redirection"). The insurer's app
 * backend, played here by POST /__sandbox/app-link, mints one link for a
 * logged-in app user; the web view redeems it once, within two minutes,
 * either with the transaction id, its token and the app's source, or with the
 * opaque payload alone. Whatever went wrong, the answer is the same, so a
 * link cannot be probed.
 */
export const APP_LINK_TTL_MS = 2 * 60_000;
export const LINK_EXPIRED = 'This link has expired. Please open it again from the app.';

const digest = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Only a path on the portal's own origin: one leading '/', never '//' or '/\'
 * (both read as another host), no whitespace or backslashes anywhere.
 */
export const isSamePath = (p: string) => p.length <= 2000 && /^\/(?![/\\])[^\s\\]*$/.test(p);

export interface AppLink {
  transactionId: string;
  token: string;
  payload: string;
}

export function createAppLink(db: Db, a: { customerId: number; source: string; redirectPath: string; now: number }): AppLink {
  const link = { transactionId: randomUUID(), token: randomToken(32), payload: randomToken(48) };
  insertAppLink(db, {
    transactionId: link.transactionId,
    tokenHash: digest(link.token),
    payloadHash: digest(link.payload),
    customerId: a.customerId,
    source: a.source,
    redirectPath: a.redirectPath,
    now: a.now,
    expiresAt: a.now + APP_LINK_TTL_MS,
  });
  return link;
}

export type Redeem = { transactionId: string; token: string; source: string } | { payload: string };

/** The link's customer and destination, spending the link; null for any link that cannot be used. */
export function redeemAppLink(
  db: Db,
  by: Redeem,
  now: number,
): { customerId: number; source: string; redirectPath: string } | null {
  const row = 'payload' in by ? appLinkByPayloadHash(db, digest(by.payload)) : appLinkByTransactionId(db, by.transactionId);
  if (!row || row.used_at !== null || now >= row.expires_at) return null;
  // Hashes of 256-bit tokens: comparing them reveals nothing worth timing.
  if (!('payload' in by) && (digest(by.token) !== row.token_hash || by.source !== row.source)) return null;
  if (!spendAppLink(db, row.id, now)) return null;
  return { customerId: row.customer_id, source: row.source, redirectPath: row.redirect_path };
}
