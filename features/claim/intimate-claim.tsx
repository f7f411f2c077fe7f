import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getClaimPolicies } from '@/lib/server/data/claims';
import { getServiceRequests } from '@/lib/server/data/service-requests';
import { claimTypesFor, openClaimKeys } from './claim-rules';
import { IntimateClaimFormLoader } from './intimate-claim-form-loader';

/**
 * The intimation form with the customer's policies, each offered for the claim type it takes
 * (death: the life assured is someone else; critical illness: it covers the customer). The core
 * decides again, and its refusal shows on the form.
 */
export async function IntimateClaim() {
  // Without the tracker the form still works: the core's refusal of a repeat shows on submit.
  const [read, requests] = await Promise.all([
    settle(getClaimPolicies(), 'claim policies'),
    settle(getServiceRequests(), 'track/service/request'),
  ]);
  if (!read.ok) return <SectionError />;
  const { customerName, policies } = read.value;
  const options = policies.map((p) => ({
    policyNo: p.policyNo,
    label: p.label,
    types: claimTypesFor(p.insuredName, customerName),
    startDate: p.startDate,
  }));
  return <IntimateClaimFormLoader policies={options} openClaims={requests.ok ? openClaimKeys(requests.value) : []} />;
}
