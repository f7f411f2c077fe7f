import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getPolicies } from '@/lib/server/data/policies';
import { getServiceRequests } from '@/lib/server/data/service-requests';
import type { ServiceRequestSummary } from '@/lib/types';
import { ComplaintFormLoader } from './complaint-form-loader';
import type { OpenComplaint } from './complaint-schema';

/** The customer's complaints still open: each blocks another of its category on its policy. */
export function openComplaints(requests: readonly ServiceRequestSummary[]): OpenComplaint[] {
  return requests.flatMap((r) =>
    r.isOpen && r.complaint && r.policyNo
      ? [{ complaintNumber: r.srNumber, policyNumber: r.policyNo, category: r.complaint.category, resolveBy: r.dueDate }]
      : [],
  );
}

/**
 * The complaint form on the customer's own policies, with their open complaints, read before the
 * form so a repeat is refused before it is written. Only this section fails if either read does.
 */
export async function ComplaintSection() {
  const [policies, requests] = await Promise.all([
    settle(getPolicies(), 'getCustomerPolicyDetails'),
    settle(getServiceRequests(), 'track/service/request'),
  ]);
  const t = await getTranslations('complaints');
  if (!policies.ok || !requests.ok) return <SectionError />;
  if (policies.value.length === 0) return <p className="text-ink-700">{t('noPolicies')}</p>;
  return (
    <ClientMessages namespaces={['complaints', 'requestForms']}>
      <ComplaintFormLoader
        policies={policies.value.map((p) => ({ value: p.policyNo, label: `${p.policyNo} - ${p.name}` }))}
        open={openComplaints(requests.value)}
      />
    </ClientMessages>
  );
}
