import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { SectionCard } from '@/components/policy/section-card';
import { Tag } from '@/components/ui/tag';
import { formatDateLong } from '@/lib/format';
import { istDay } from './ist-day';
import type { PrivacyCentre } from '@/lib/server/data/privacy';
import { WithdrawConsentButton } from './withdraw-consent-button';

/**
 * Each consent with its state and when it was given or withdrawn, and 'Withdraw' where it is
 * given. Paperless statements are the Go Green setting: not given, the link registers for it.
 */
export async function ConsentList({ consents }: { consents: PrivacyCentre['consents'] }) {
  const t = await getTranslations('privacy.consents');
  const language = await getLocale();
  const day = (iso: string) => formatDateLong(istDay(iso), language);
  return (
    <SectionCard id="privacy-consents" title={t('heading')}>
      <ul className="divide-y divide-slate-200">
        {consents.map((c) => {
          const name = t(`purposes.${c.purpose}`);
          return (
            <li key={c.purpose} className="flex flex-wrap items-start justify-between gap-3 py-3" data-consent={c.purpose}>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{name}</p>
                <p className="mt-1 text-sm text-slate-600">{t(`notes.${c.purpose}`)}</p>
                <p className="mt-2">
                  {c.given ? (
                    <Tag tone="green">{c.givenAt ? t('givenOn', { date: day(c.givenAt) }) : t('given')}</Tag>
                  ) : (
                    <Tag tone="amber">{c.withdrawnAt ? t('withdrawnOn', { date: day(c.withdrawnAt) }) : t('notGiven')}</Tag>
                  )}
                </p>
              </div>
              {c.given && <WithdrawConsentButton purpose={c.purpose} label={name} />}
              {!c.given && c.purpose === 'PAPERLESS' && (
                <Link className="text-sm font-medium text-brand-700 underline" href="/manage-profile?modal=goGreen">
                  {t('goGreen')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
