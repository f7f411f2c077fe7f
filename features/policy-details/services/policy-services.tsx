import { SERVICE_CODES, type ServiceCode } from '@portal/contracts/policy-services';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getPolicyServices } from '@/lib/server/data/policy-services';
import type { OwnedPolicy } from '@/lib/types';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ServiceMenu } from './service-menu';
import { SERVICE_BLURBS } from '@/components/policy/policy-service-links';

const TITLE = 'Policy Services';

/** `?service=LOAN` opens that service's dialog, when the policy offers it. */
export const serviceFromQuery = (value: string | undefined): ServiceCode | null => SERVICE_CODES.find((c) => c === value) ?? null;

/**
 * 'Policy Services' on the policy details page (issue 10 §1): only what the core says this policy
 * offers now, each opening in a dialog whose code loads on first use. Nothing applicable, no
 * region; a failed read fails this region alone.
 */
export async function PolicyServices({ policy, openService }: { policy: OwnedPolicy; openService: ServiceCode | null }) {
  const result = await settle(getPolicyServices(policy), 'policyServices');
  if (!result.ok) {
    return (
      <SectionCard id="policy-services" title={TITLE}>
        <SectionError />
      </SectionCard>
    );
  }
  if (result.value.length === 0) return null;
  const services = result.value.map((s) => ({ ...s, blurb: SERVICE_BLURBS[s.code] }));
  const open = services.some((s) => s.code === openService) ? openService : null;
  return (
    <SectionCard id="policy-services" title={TITLE}>
      {/* The frequency change words the premium's label from `policy` (lib/premium-labels.ts). */}
      <ClientMessages namespaces={['policy']}>
        <ServiceMenu policyNo={policy.policyNo} services={services} initiallyOpen={open} />
      </ClientMessages>
    </SectionCard>
  );
}
