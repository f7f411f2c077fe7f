import { useTranslations } from 'next-intl';
import { coreWord } from '@/lib/i18n/core-word';
import { DetailList, orNotAvailable } from '@/components/policy/detail-list';
import { ButtonLink } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import { formatDate, formatRupees } from '@/lib/format';
import { MessageText } from '@/lib/i18n/message-text';
import { statusTag } from '@/lib/policy-rules';
import type { Policy } from '@/lib/types';
import { PayPremiumForm } from './pay-premium-form';
import { PREMIUM_LABELS } from '@/lib/premium-labels';

interface DuePremiumCardProps {
  policy: Policy;
  today: string;
  /** premiumBreakup flag: on, the card leads to the breakup; off, it pays straight away */
  showBreakup: boolean;
}

/** One premium to pay: what, how much, by when, and the way to pay it. */
export function DuePremiumCard({ policy, today, showBreakup }: DuePremiumCardProps) {
  const t = useTranslations('payPremium');
  const words = useTranslations('coreWords');
  const tag = statusTag(policy, today);
  const headingId = `due-${policy.policyNo}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col card">
      <Tag tone={tag.tone} dot className="self-start">
        <MessageText message={tag.label} />
      </Tag>
      <h2 id={headingId} className="mt-3 text-lg font-semibold text-ink-900">
        {policy.name}
      </h2>
      <p className="text-sm text-ink-500">{t('policyNo', { policyNo: policy.policyNo })}</p>
      <DetailList
        className="mt-4"
        rows={[
          {
            label: <MessageText message={PREMIUM_LABELS.due} />,
            value: orNotAvailable(policy.payableAmount, (a) => formatRupees(a, 2)),
          },
          { label: t('dueDate'), value: orNotAvailable(policy.dueDate, formatDate) },
          { label: t('frequency'), value: orNotAvailable(policy.paymentFrequency, (f) => coreWord(words, 'frequency', f)) },
        ]}
      />
      <div className="mt-auto pt-5">
        {showBreakup ? (
          <ButtonLink href={`/pay-premium/${policy.policyNo}`} fullWidth>
            {t('viewBreakup')}
            <span className="sr-only"> {t('forPolicy', { policyNo: policy.policyNo })}</span>
          </ButtonLink>
        ) : (
          <PayPremiumForm policyNo={policy.policyNo} dueDate={policy.dueDate} fullWidth />
        )}
      </div>
    </article>
  );
}
