import { getTranslations } from 'next-intl/server';
import { SERVICE_CODES, type ServiceCode } from '@portal/contracts/policy-services';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { SERVICE_PAGES } from '@/components/policy/policy-service-links';
import { settle } from '@/components/policy/settle';
import { getPolicyServices } from '@/lib/server/data/policy-services';
import type { OwnedPolicy } from '@/lib/types';
import { ServiceMenu } from './service-menu';

/** `?service=LOAN` opens that service's dialog, when the policy offers it (a service with a page of its own has none). */
export const serviceFromQuery = (value: string | undefined): ServiceCode | null =>
  SERVICE_CODES.find((c) => c === value && !SERVICE_PAGES[c]) ?? null;

/**
 * 'Policy Services' on the policy details page (issue 10 §1): only what the core says this policy
 * offers now, each opening in a dialog whose code loads on first use. Nothing applicable, no
 * region; a failed read fails this region alone. The menu's names, lines and request names are
 * worded here; the dialogs' forms read `policyDetails` on the client.
 */
export async function PolicyServices({ policy, openService }: { policy: OwnedPolicy; openService: ServiceCode | null }) {
  const [result, t, names] = await Promise.all([
    settle(getPolicyServices(policy), 'policyServices'),
    getTranslations('policyDetails.services'),
    getTranslations('policyServices'),
  ]);
  if (!result.ok) {
    return (
      <SectionCard id="policy-services" title={t('title')}>
        <SectionError />
      </SectionCard>
    );
  }
  if (result.value.length === 0) return null;
  const services = result.value.map(({ code }) => ({
    code,
    // named as on the Policy Services page, whose links open these dialogs
    label: names(`labels.${code}`),
    blurb: names(`blurbs.${code}`),
    // the surrender value only quotes and a repayment is a payment: neither raises a request here
    request: code === 'SURRENDER_VALUE' || code === 'LOAN_REPAYMENT' ? t('service') : t(`requests.${code}`),
    href: SERVICE_PAGES[code]?.(policy.policyNo) ?? null,
  }));
  const open = services.some((s) => s.code === openService) ? openService : null;
  return (
    <SectionCard id="policy-services" title={t('title')}>
      {/* The frequency change words the premium's label from `policy` (lib/premium-labels.ts). */}
      <ClientMessages namespaces={['policy', 'policyDetails']}>
        <ServiceMenu policyNo={policy.policyNo} services={services} initiallyOpen={open} />
      </ClientMessages>
    </SectionCard>
  );
}
