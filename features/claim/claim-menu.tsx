import Link from 'next/link';
import { cx } from '@/components/ui/field-styles';

const ITEMS = [
  {
    href: '/claim/intimate',
    title: 'Intimate a Claim',
    text: 'Tell us about a death or a critical illness and upload the documents.',
  },
  { href: '/claim/track', title: 'Track Claim', text: 'See where your claims stand and send what is still needed.' },
] as const;

/** Below 1024 px, /claim is a menu of its two sub-pages (SPEC §2). */
export function ClaimMenu({ className }: { className?: string }) {
  return (
    <nav aria-label="Claims" className={className}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {ITEMS.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={cx('card block h-full hover:ring-brand-600 focus-ring')}>
              <span className="block text-lg font-semibold text-brand-700">{item.title}</span>
              <span className="mt-1 block text-sm text-ink-500">{item.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
