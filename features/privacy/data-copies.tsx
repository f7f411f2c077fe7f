import { getLocale, getTranslations } from 'next-intl/server';
import { SectionCard } from '@/components/policy/section-card';
import { formatDateLong } from '@/lib/format';
import { istDay } from './ist-day';
import type { PrivacyCentre } from '@/lib/server/data/privacy';

/** The copies prepared for the customer: downloadable until their 7 days end (the core decides), then listed as expired. */
export async function DataCopies({ copies }: { copies: PrivacyCentre['copies'] }) {
  if (copies.length === 0) return null;
  const t = await getTranslations('privacy.copies');
  const language = await getLocale();
  const link = 'font-medium text-brand-700 underline';
  return (
    <SectionCard id="privacy-copies" title={t('heading')}>
      <ul className="divide-y divide-slate-200">
        {copies.map((c) => {
          const date = formatDateLong(istDay(c.expiresAt), language);
          const href = (format: 'pdf' | 'json') => `/api/privacy-copy?id=${encodeURIComponent(c.id)}&format=${format}`;
          return (
            <li key={c.id} className="grid gap-2 py-3">
              <p className="text-slate-700">{t(c.expired ? 'expired' : 'until', { sr: c.srNumber, date })}</p>
              {!c.expired && (
                <p className="flex flex-wrap gap-x-6 gap-y-2">
                  <a className={link} href={href('pdf')} download>
                    {t('pdf')}
                  </a>
                  <a className={link} href={href('json')} download>
                    {t('json')}
                  </a>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
