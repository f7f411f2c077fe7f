import { buttonClasses } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import Link from 'next/link';
import { formatDate, formatRupees } from '@/lib/format';
import { MessageText } from '@/lib/i18n/message-text';
import { isAnnuity, isPaymentDue, statusTag } from '@/lib/policy-rules';
import { getPolicyDetails } from '@/lib/server/data/policies';
import type { OwnedPolicy, PolicyDetails } from '@/lib/types';
import { DetailList, orNotAvailable, type DetailRow } from '@/components/policy/detail-list';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { PREMIUM_LABELS } from '@/lib/premium-labels';

interface PolicySummaryProps {
  policy: OwnedPolicy;
  today: string;
  payNowHref: string | null;
}

/** Policy summary card: who, what, since when, and what is paid or due. */
export async function PolicySummary({ policy: owned, today, payNowHref }: PolicySummaryProps) {
  const result = await settle(getPolicyDetails(owned), 'getPolicyDetailsByPolicyNo');
  if (!result.ok) {
    return (
      <SectionCard id="policy-summary" title="Policy Summary">
        <SectionError />
      </SectionCard>
    );
  }
  const policy = result.value;
  const tag = statusTag(policy, today);
  return (
    <SectionCard
      id="policy-summary"
      title="Policy Summary"
      aside={
        payNowHref && isPaymentDue(policy) ? (
          <Link href={payNowHref} className={buttonClasses({ size: 'sm' })}>
            Pay Now
          </Link>
        ) : undefined
      }
    >
      <DetailList
        className="desk:grid-cols-2 desk:gap-x-10"
        rows={[
          { label: 'Plan Name', value: policy.name },
          { label: 'Policy No', value: policy.policyNo },
          {
            label: 'Status',
            value: (
              <Tag tone={tag.tone} dot>
                <MessageText message={tag.label} />
              </Tag>
            ),
          },
          { label: 'Insured Name', value: policy.insuredName },
          { label: 'Proposer Name', value: policy.proposerName },
          { label: 'Plan Type', value: policy.planType },
          { label: 'Commencement Date', value: orNotAvailable(policy.commencementDate, formatDate) },
          { label: 'Maturity Date', value: orNotAvailable(policy.maturityDate, formatDate) },
          { label: <MessageText message={PREMIUM_LABELS.base} />, value: formatRupees(policy.modalPremium, 2) },
          { label: 'Premium Frequency', value: policy.paymentFrequency },
          { label: 'Payment Type', value: <span className="capitalize">{policy.paymentType}</span> },
          ...datesRows(policy),
        ]}
      />
    </SectionCard>
  );
}

function datesRows(policy: PolicyDetails): DetailRow[] {
  if (isAnnuity(policy) && policy.annuity) {
    return [
      { label: 'First Payout Date', value: formatDate(policy.annuity.firstPayout) },
      { label: 'Next Payout Date', value: formatDate(policy.annuity.nextPayout) },
    ];
  }
  return [
    { label: 'Paid To Date', value: orNotAvailable(policy.paidToDate, formatDate) },
    { label: 'Next Due Date', value: orNotAvailable(policy.dueDate, formatDate) },
  ];
}
