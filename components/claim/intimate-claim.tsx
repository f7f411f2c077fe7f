import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { todayInIndia } from '@/lib/format';
import { getClaimPolicies } from '@/lib/server/data/claims';
import { claimTypesFor } from './claim-rules';
import { IntimateClaimForm } from './intimate-claim-form';

/**
 * The intimation form with the customer's policies, each offered for the claim type it takes
 * (death: the life assured is someone else; critical illness: it covers the customer). The core
 * decides again, and its refusal shows on the form.
 */
export async function IntimateClaim() {
  const read = await settle(getClaimPolicies(), 'claim policies');
  if (!read.ok) return <SectionError />;
  const { customerName, policies } = read.value;
  const options = policies.map((p) => ({
    policyNo: p.policyNo,
    label: p.label,
    types: claimTypesFor(p.insuredName, customerName),
    startDate: p.startDate,
  }));
  return <IntimateClaimForm policies={options} today={todayInIndia()} />;
}
