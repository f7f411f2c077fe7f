import Link from 'next/link';
import type { ReactNode } from 'react';
import { TrackedLink } from '@/components/shell/tracked-link';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/field-styles';
import { Tag } from '@/components/ui/tag';
import { formatDate, formatRupees } from '@/lib/format';
import { isActive, isAnnuity, isPaymentDue, statusTag } from '@/lib/policy-rules';
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
>;

export interface PolicyCardProps {
  policy: PolicyCardData;
  /** today in India (YYYY-MM-DD): the status tag depends on it */
  today: string;
  /** where 'Pay Now' leads (see payNowPath); null hides it. It shows only when a payment is due. */
  payNowHref: string | null;
  /** where the plan name leads; the whole card is then its click target */
  href?: string;
  /** page reported with the 'Pay Now' press */
  displayPage?: TrackEvent['displayPage'];
  /** extra buttons at the foot of the card (they stay clickable above the card link) */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** SPEC "Policy card (lists)": status, Pay Now, plan, cover and the key numbers. Min height 263 px. */
export function PolicyCard({
  policy,
  today,
  payNowHref,
  href,
  displayPage = 'Home Page',
  actions,
  headingLevel: Heading = 'h3',
  className,
}: PolicyCardProps) {
  const tag = statusTag(policy, today);
  const showPayNow = payNowHref !== null && isPaymentDue(policy);
  return (
    <article className={cx('card pc', className)}>
      <div className="pc-head">
        <Tag tone={tag.tone} dot>
          {tag.label}
        </Tag>
        {showPayNow && (
          <TrackedLink
            href={payNowHref ?? ''}
            track={{ menuName: 'Pay Now', displayPage, policyNo: policy.policyNo }}
            className={buttonClasses({ size: 'sm', className: 'relative z-10' })}
          >
            {/* One text node: the card is repeated, and JSX would put a <!-- --> marker between two. */}
            Pay Now<span className="sr-only">{` for policy ${policy.policyNo}`}</span>
          </TrackedLink>
        )}
      </div>
      <div className="pc-name">
        <Heading className="pc-title">
          {href ? (
            <Link href={href} className="stretched-link">
              {policy.name}
            </Link>
          ) : (
            policy.name
          )}
        </Heading>
        {isActive(policy) && <Tag tone="green">Active</Tag>}
      </div>
      <dl className="pc-cover">
        <div>
          <dt>Coverage Amount</dt>
          <dd>{formatRupees(policy.sumAssured, 0)}</dd>
        </div>
        {policy.riderBenefit !== null && policy.riderBenefit > 0 && (
          <div>
            <dt>Rider Benefit</dt>
            <dd>{formatRupees(policy.riderBenefit, 0)}</dd>
          </div>
        )}
      </dl>
      <DetailList rows={cardRows(policy)} className="mt-4" />
      {actions && <div className="pc-actions">{actions}</div>}
    </article>
  );
}

function cardRows(policy: PolicyCardData): DetailRow[] {
  const rows: DetailRow[] = [
    { label: 'Policy No', value: policy.policyNo },
    { label: 'Insured Name', value: policy.insuredName },
    { label: 'Policy Term', value: orNotAvailable(policy.policyTerm, (t) => t) },
    { label: 'Policy Payment Term', value: orNotAvailable(policy.premiumPayingTerm, (t) => t) },
  ];
  // Annuities are paid up: what matters is when the payouts come, not a premium.
  if (isAnnuity(policy) && policy.annuity) {
    rows.push(
      { label: 'First Payout Date', value: formatDate(policy.annuity.firstPayout) },
      { label: 'Next Payout Date', value: formatDate(policy.annuity.nextPayout) },
    );
  } else {
    rows.push(
      { label: 'Premium Due Date', value: orNotAvailable(policy.dueDate, formatDate) },
      { label: PREMIUM_LABELS.due, value: orNotAvailable(policy.payableAmount, (a) => formatRupees(a, 2)) },
    );
  }
  return rows;
}
