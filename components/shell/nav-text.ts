import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { NavKey, Shown } from './nav-items';

/**
 * The shell's lists worded in the page's language on the server, so the client leaves that draw
 * them (side menu, bottom bar, Quick Links sheet) carry no catalogue of their own.
 */
export async function wordNav<T extends { key: NavKey; menuName: string }>(items: readonly T[]): Promise<Shown<T>[]> {
  const t = await getTranslations('shell.nav');
  return items.map(({ key, menuName, ...rest }) => {
    const label = t(key);
    return { ...rest, label, ...(label === menuName ? {} : { menuName }) };
  });
}
