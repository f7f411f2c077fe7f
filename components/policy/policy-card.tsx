import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { coreWord, type CoreWordsT } from '@/lib/i18n/core-word';
import type { ReactNode } from 'react';
import { TrackedLink } from '@/components/shell/tracked-link';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/field-styles';
import { Tag } from '@/components/ui/tag';
import { formatDate, formatRupees } from '@/lib/format';
import { MessageText } from '@/lib/i18n/message-text';
import { isActive, isAnnuity, isPaymentDue, statusTag, takesNoPremium } from '@/lib/policy-rules';
import type { TrackEvent } from '@/lib/track-client';
import type { Policy } from '@/lib/types';
import { DetailList, orNotAvailable, type DetailRow } from './detail-list';
import { PREMIUM_LABELS } from '@/lib/premium-labels';

/** What a card shows and decides on: the list's policy less the coverage JSON and fund values. */
export type PolicyCardData = Pick<
  Policy,
  | 'policyNo'
  | 'name'
  | 'insuredName'
  | 'statusCode'
  | 'statusText'
  | 'premiumStatus'
  | 'productCode'
  | 'dueDate'
  | 'payableAmount'
  | 'payNow'
  | 'sumAssured'
  | 'riderBenefit'
  | 'policyTerm'
  | 'premiumPayingTerm'
  | 'annuity'
  | 'autoPay'
  | 'openRequest'
>;

/** How the card's first line names the policy's auto-pay (issue 25 §1): keys of `policy.card`. */
export const AUTO_PAY_LABELS = { ACTIVE: 'autoPayOn', PAUSED: 'autoPayPaused', NONE: 'noAutoPay' } as const;
/** .ap and its colours (app/globals.css); the common case, none, has the shortest. */
const AUTO_PAY_CLASSES = { ACTIVE: 'ap ap-on', PAUSED: 'ap ap-paused', NONE: 'ap' } as const;

export interface PolicyCardProps {
  policy: PolicyCardData;
  /** today in India (YYYY-MM-DD): the status tag depends on it */
  today: string;
  /** where 'Pay Now' leads (see payNowPath); null hides it. It shows only when a payment is due. */
  payNowHref: string | null;
  /** where the plan name leads; the whole card is then its click target */
  href?: string;
  /** page reported with the 'Pay Now' press; left out, the enclosing trackScope's (the dashboard's) */
  displayPage?: TrackEvent['displayPage'];
  /** extra buttons at the foot of the card (they stay clickable above the card link) */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * SPEC "Policy card (lists)": status, Pay Now, plan, cover and the key numbers. Min height 263 px.
 * Its first line says what needs attention (due, overdue, lapsed, a request open) and whether
 * auto-pay pays the premiums (issue 25 §1); a policy that takes no more premiums has no auto-pay.
 */
export function PolicyCard({
  policy,
  today,
  payNowHref,
  href,
  displayPage,
  actions,
  headingLevel: Heading = 'h3',
  className,
}: PolicyCardProps) {
  const t = useTranslations('policy.card');
  const words = useTranslations('coreWords');
  const tag = statusTag(policy, today);
  const showPayNow = payNowHref !== null && isPaymentDue(policy);
  return (
    <article className={cx('card pc', className)}>
      <div className="pc-head">
        <Tag tone={tag.tone} dot>
          <MessageText message={tag.label} />
        </Tag>
        {policy.openRequest && <Tag tone="amber">{t('requestOpen')}</Tag>}
        {!takesNoPremium(policy) && (
          <span className={AUTO_PAY_CLASSES[policy.autoPay]}>{t(AUTO_PAY_LABELS[policy.autoPay])}</span>
        )}
        {showPayNow && (
          <TrackedLink
            href={payNowHref ?? ''}
            track={{ menuName: 'Pay Now', displayPage, policyNo: policy.policyNo }}
            aria-label={t('payNowFor', { policyNo: policy.policyNo })}
            className={buttonClasses({ size: 'sm' })}
          >
            {t('payNow')}
          </TrackedLink>
        )}
      </div>
      {/* .pc-name styles its heading and makes the heading's link cover the card (app/globals.css). */}
      <div className="pc-name">
        <Heading>{href ? <Link href={href}>{policy.name}</Link> : policy.name}</Heading>
        {isActive(policy) && <Tag tone="green">{t('active')}</Tag>}
      </div>
      {/* No wrapper per pair: .pc-cover puts each label over its figure (the cards repeat). */}
      <dl className="pc-cover">
        <dt>{t('coverageAmount')}</dt>
        <dd>{formatRupees(policy.sumAssured, 0)}</dd>
        {policy.riderBenefit !== null &&
          policy.riderBenefit > 0 && [
            <dt key="r">{t('riderBenefit')}</dt>,
            <dd key="v">{formatRupees(policy.riderBenefit, 0)}</dd>,
          ]}
      </dl>
      <DetailList rows={cardRows(policy, t, words)} />
      {actions && <div className="pc-actions">{actions}</div>}
    </article>
  );
}

function cardRows(policy: PolicyCardData, t: ReturnType<typeof useTranslations<'policy.card'>>, words: CoreWordsT): DetailRow[] {
  const term = (value: string) => coreWord(words, 'term', value);
  const rows: DetailRow[] = [
    { label: t('policyNo'), value: policy.policyNo },
    { label: t('insuredName'), value: policy.insuredName },
    { label: t('policyTerm'), value: orNotAvailable(policy.policyTerm, term) },
    { label: t('paymentTerm'), value: orNotAvailable(policy.premiumPayingTerm, term) },
  ];
  // Annuities are paid up: what matters is when the payouts come, not a premium.
  if (isAnnuity(policy) && policy.annuity) {
    rows.push(
      { label: t('firstPayout'), value: formatDate(policy.annuity.firstPayout) },
      { label: t('nextPayout'), value: formatDate(policy.annuity.nextPayout) },
    );
  } else {
    rows.push(
      { label: t('dueDate'), value: orNotAvailable(policy.dueDate, formatDate) },
      {
        label: <MessageText message={PREMIUM_LABELS.due} />,
        value: orNotAvailable(policy.payableAmount, (a) => formatRupees(a, 2)),
      },
    );
  }
  return rows;
}
