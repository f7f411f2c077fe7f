import { getTranslations } from 'next-intl/server';
import { SectionCard } from '@/components/policy/section-card';
import { getBrand } from '@/lib/server/brand';

const PARTS = ['hold', 'why', 'keep', 'rights'] as const;

/**
 * The privacy notice in plain words (DPDP Act 2023 s.5; Rules 2025, Rule 3): what the insurer
 * holds, why, how long, the customer's rights, and whom to contact, the Data Protection Officer
 * as configured at start (BRAND_DPO_*; Rule 9).
 */
export async function PrivacyNotice() {
  const t = await getTranslations('privacy.notice');
  const dpo = getBrand().dataProtectionOfficer;
  return (
    <SectionCard id="privacy-notice" title={t('heading')}>
      <dl className="grid gap-4">
        {PARTS.map((part) => (
          <div key={part}>
            <dt className="font-semibold text-slate-900">{t(`${part}Title`)}</dt>
            <dd className="mt-1 text-slate-700">{t(`${part}Text`)}</dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold text-slate-900">{t('contactTitle')}</dt>
          <dd className="mt-1 grid gap-1 text-slate-700">
            <span>{t('dpo', { name: dpo.name })}</span>
            <span>
              {t.rich('email', {
                email: dpo.email,
                link: (chunks) => (
                  <a className="font-medium text-brand-700 underline" href={`mailto:${dpo.email}`}>
                    {chunks}
                  </a>
                ),
              })}
            </span>
            {dpo.phone && <span>{t('phone', { phone: dpo.phone })}</span>}
            <span>{t('board')}</span>
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}
