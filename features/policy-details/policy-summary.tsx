import { getTranslations } from 'next-intl/server';
import { coreWord } from '@/lib/i18n/core-word';
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
  const [result, t] = await Promise.all([
    settle(getPolicyDetails(owned), 'getPolicyDetailsByPolicyNo'),
    getTranslations('policyDetails.summary'),
  ]);
  const words = await getTranslations('coreWords');
  if (!result.ok) {
    return (
      <SectionCard id="policy-summary" title={t('title')}>
        <SectionError />
      </SectionCard>
    );
  }
  const policy = result.value;
  const tag = statusTag(policy, today);
  return (
    <SectionCard
      id="policy-summary"
      title={t('title')}
      aside={
        payNowHref && isPaymentDue(policy) ? (
          <Link href={payNowHref} className={buttonClasses({ size: 'sm' })}>
            {t('payNow')}
          </Link>
        ) : undefined
      }
    >
      <DetailList
        className="desk:grid-cols-2 desk:gap-x-10"
        rows={[
          { label: t('planName'), value: policy.name },
          { label: t('policyNo'), value: policy.policyNo },
          {
            label: t('status'),
            value: (
              <Tag tone={tag.tone} dot>
                <MessageText message={tag.label} />
              </Tag>
            ),
          },
          { label: t('insuredName'), value: policy.insuredName },
          { label: t('proposerName'), value: policy.proposerName },
          { label: t('planType'), value: coreWord(words, 'planType', policy.planType) },
          { label: t('commencementDate'), value: orNotAvailable(policy.commencementDate, formatDate) },
          { label: t('maturityDate'), value: orNotAvailable(policy.maturityDate, formatDate) },
          { label: <MessageText message={PREMIUM_LABELS.base} />, value: formatRupees(policy.modalPremium, 2) },
          { label: t('frequency'), value: coreWord(words, 'frequency', policy.paymentFrequency) },
          { label: t('paymentType'), value: coreWord(words, 'paymentType', policy.paymentType) },
          ...datesRows(policy, t),
        ]}
      />
    </SectionCard>
  );
}

type DateLabel = 'firstPayout' | 'nextPayout' | 'paidToDate' | 'nextDueDate';

function datesRows(policy: PolicyDetails, t: (key: DateLabel) => string): DetailRow[] {
  if (isAnnuity(policy) && policy.annuity) {
    return [
      { label: t('firstPayout'), value: formatDate(policy.annuity.firstPayout) },
      { label: t('nextPayout'), value: formatDate(policy.annuity.nextPayout) },
    ];
  }
  return [
    { label: t('paidToDate'), value: orNotAvailable(policy.paidToDate, formatDate) },
    { label: t('nextDueDate'), value: orNotAvailable(policy.dueDate, formatDate) },
  ];
}
