import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/policy/section-card';
import { InfoBanner } from '@/components/ui/info-banner';
import { formatDateLong } from '@/lib/format';
import type { PrivacyCentre, RightsRequest } from '@/lib/server/data/privacy';
import { NominationForm } from './later-parts';
import { RightsRequestButton } from './rights-request-button';

const RETENTION = ['policy', 'kyc', 'tax', 'open'] as const;

function Right({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 py-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The rights of DPDP Act ss.11–14: a copy of the data, correction (the profile's own change
 * requests), erasure with what must be kept, and a nominee. A kind already open shows its request
 * and due date instead of its button or form: the duplicate is refused before the form.
 */
export async function RightsRequests({ centre }: { centre: PrivacyCentre }) {
  const t = await getTranslations('privacy.rights');
  const language = await getLocale();
  const openOf = (type: RightsRequest) => centre.openRequests.find((r) => r.type === type);
  const openNote = (type: RightsRequest, key: 'openRequest' | 'copyOpen') => {
    const open = openOf(type);
    return open ? (
      <InfoBanner tone="info">{t(key, { sr: open.srNumber, date: formatDateLong(open.dueOn, language) })}</InfoBanner>
    ) : null;
  };

  return (
    <SectionCard id="privacy-rights" title={t('heading')}>
      <p className="text-slate-700">
        {t('deadline', { days: centre.responseDays })}{' '}
        <Link className="font-medium text-brand-700 underline" href="/service-request">
          {t('track')}
        </Link>
      </p>
      <div className="divide-y divide-slate-200">
        <Right id="right-copy" title={t('copyTitle')}>
          <p className="text-slate-700">{t('copyText')}</p>
          {openNote('DATA_COPY', 'copyOpen') ?? (
            <div>
              <RightsRequestButton requestType="DATA_COPY" />
            </div>
          )}
        </Right>
        <Right id="right-correction" title={t('correctionTitle')}>
          <p className="text-slate-700">{t('correctionText')}</p>
          <p>
            <Link className="font-medium text-brand-700 underline" href="/manage-profile">
              {t('correctionLink')}
            </Link>
          </p>
        </Right>
        <Right id="right-erasure" title={t('erasureTitle')}>
          <p className="text-slate-700">{t('erasureText')}</p>
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            {RETENTION.map((r) => (
              <li key={r}>{t(`retention.${r}`)}</li>
            ))}
          </ul>
          <p className="text-slate-700">{t('erasureRest')}</p>
          {openNote('ERASURE', 'openRequest') ?? (
            <div>
              <RightsRequestButton requestType="ERASURE" />
            </div>
          )}
        </Right>
        <Right id="right-nomination" title={t('nominationTitle')}>
          <p className="text-slate-700">{t('nominationText')}</p>
          {openNote('NOMINATION', 'openRequest') ?? <NominationForm />}
        </Right>
      </div>
    </SectionCard>
  );
}
