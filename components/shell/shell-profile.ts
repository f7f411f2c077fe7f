import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { formatLastLogin } from '@/lib/format';
import type { Language } from '@/lib/i18n/languages';
import { getCustomer } from '@/lib/server/data/profile';
import { sessionConfirmed } from '@/lib/server/data/session-confirmed';
import { requireAuth } from '@/lib/server/session';
import type { ShellCustomer } from '@/lib/types';
import type { ShellProfile } from './profile-avatar';
import { logFailure } from '@/lib/server/log';

/**
 * The customer for the shell and greeting: as the session holds them since sign-in, or, when that
 * read failed, from the core; either only once the core has taken this request's session, so a
 * copy of a logged-out cookie shows no one (lib/server/data/session-confirmed.ts). A profile call
 * that fails should not take the whole portal down with it: the menus still work, just without
 * name and picture.
 */
export async function getShellCustomer(): Promise<ShellCustomer | null> {
  const [{ customer }, confirmed] = await Promise.all([requireAuth(), sessionConfirmed()]);
  if (!confirmed) return null;
  if (customer) return customer;
  try {
    return await getCustomer();
  } catch (e) {
    // redirects (expired session) and notFound must keep working
    unstable_rethrow(e);
    logFailure(e, 'profile/details');
    return null;
  }
}

/** The version in the address: a new picture is a new URL, so the browser may keep each one for good. */
export const profileImageUrl = (version: string) => `/api/profile-image?v=${encodeURIComponent(version)}`;

/** The avatar's facts, the last login's month named in the page's language. */
export function toShellProfile(customer: ShellCustomer | null, language: Language): ShellProfile {
  if (!customer) return { fullName: '', initials: '', profilePic: null, lastLogin: null };
  return {
    fullName: customer.fullName,
    initials: customer.initials,
    profilePic: customer.profilePic && profileImageUrl(customer.profilePic),
    lastLogin: customer.lastLogin ? formatLastLogin(customer.lastLogin, language) : null,
  };
}
