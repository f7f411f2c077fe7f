import { getTranslations } from 'next-intl/server';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { todayInIndia } from '@/lib/format';
import { getPolicies } from '@/lib/server/data/policies';
import { financialYearOptions } from './download-options';
import { NoPoliciesNote } from './policy-row-list';
import { PremiumCertificateForm } from './premium-certificate-form';

/**
 * 'Premium Paid Certificate' for a chosen policy and financial year. The years are worked out here
 * from today's date in India, so a browser in another time zone cannot disagree about the year.
 */
export async function PremiumCertificate() {
  const [t, result] = await Promise.all([getTranslations('download'), settle(getPolicies(), 'getCustomerPolicyDetails')]);
  return (
    <SectionCard id="premium-paid-certificate" title={t('certificate.title')}>
      {!result.ok ? (
        <SectionError />
      ) : result.value.length === 0 ? (
        <NoPoliciesNote>{t('noPolicies')}</NoPoliciesNote>
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-700">{t('certificate.intro')}</p>
          <PremiumCertificateForm
            policies={result.value.map((p) => ({ policyNo: p.policyNo, name: p.name }))}
            years={financialYearOptions(todayInIndia()).map((y) => ({
              value: y.value,
              label: t('certificate.year', { years: y.years }),
            }))}
          />
        </>
      )}
    </SectionCard>
  );
}
