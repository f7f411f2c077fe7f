import { useTranslations } from 'next-intl';
import { SectionCard } from '@/components/policy/section-card';
import { NEW_TAB_REL } from '@/components/shell/links';
import { cx, focusRing } from '@/components/ui/field-styles';
import type { ContactChannel } from '@/lib/server/data/help';

/** Phone (tel:) and email (mailto:) open the device's own app; the branch locator is a web page. */
export function ContactChannels({ contacts }: { contacts: ContactChannel[] }) {
  const t = useTranslations('helpSupport');
  return (
    <SectionCard id="contact-us" title={t('contactUs')}>
      <ul className="grid gap-3 md:grid-cols-3">
        {contacts.map((c) => {
          const web = c.href.startsWith('https:');
          return (
            <li key={c.channel} className="flex flex-col gap-1 rounded-lg border border-brand-100 px-4 py-3">
              <span className="text-sm font-semibold text-ink-900">{c.label}</span>
              <a
                href={c.href}
                {...(web ? { target: '_blank', rel: NEW_TAB_REL } : {})}
                className={cx('inline-flex min-h-11 items-center font-medium text-brand-700 underline', focusRing)}
              >
                {c.value}
                {web && <span className="sr-only"> {t('newTab')}</span>}
              </a>
              {c.hours && <span className="text-sm text-ink-500">{c.hours}</span>}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
