import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/field-styles';

const ITEMS = [
  { href: '/claim/intimate', title: 'intimateTitle', text: 'menu.intimateText' },
  { href: '/claim/track', title: 'trackTitle', text: 'menu.trackText' },
] as const;

/** Below 1024 px, /claim is a menu of its two sub-pages (SPEC §2). */
export function ClaimMenu({ className }: { className?: string }) {
  const t = useTranslations('claim');
  return (
    <nav aria-label={t('menu.label')} className={className}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {ITEMS.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={cx('card block h-full hover:ring-brand-600 focus-ring')}>
              <span className="block text-lg font-semibold text-brand-700">{t(item.title)}</span>
              <span className="mt-1 block text-sm text-ink-500">{t(item.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
