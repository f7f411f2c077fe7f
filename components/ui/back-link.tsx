import Link from 'next/link';
import { useTranslations } from 'next-intl';

/**
 * A detail page's way back above its title ('‹ Back to Home'): a real link, so it works when the
 * page was opened straight from an SMS or a bookmark. `to` names the page it leads to.
 */
export function BackLink({ href, to }: { href: string; to: string }) {
  const t = useTranslations('ui');
  return (
    <Link href={href} className="text-sm font-medium text-brand-700 hover:underline">
      <span aria-hidden="true">‹ </span>
      {t('backTo', { page: to })}
    </Link>
  );
}
