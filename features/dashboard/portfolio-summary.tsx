import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { settle } from '@/components/policy/settle';
import { buttonClasses } from '@/components/ui/button';
import { formatDate, formatPercent, formatRupees } from '@/lib/format';
import type { FeatureSet } from '@/lib/features';
import { getPortfolioSummary } from '@/lib/server/data/policies';
import type { PortfolioDue, PortfolioSummary as Summary } from '@/lib/types';

/** Where 'Pay all dues' leads: the pay page with every payable due chosen (issue 25 §2). */
export const PAY_ALL_HREF = '/pay-premium?pay=all';

/** Dues a phone lists (the rest are the latest; app/globals.css .sum hides them below desk). */
const PHONE_DUES = 3;

/**
 * The home page's first answers (issue 25 §1): what the customer is covered for, how their funds
 * are doing, and what they owe next. Every figure is the core's (getPortfolioSummary); nothing is
 * added up here. A failed read leaves the band out: the cards below still say it all, one by one.
 */
export async function PortfolioSummary({ features, today }: { features: FeatureSet; today: string }) {
  const result = await settle(getPortfolioSummary(), 'getPortfolioSummary');
  if (!result.ok) return null;
  const s = result.value;
  const t = await getTranslations('dashboard.summary');
  const canPay = features.payPremium && s.dues.some((d) => d.payNow);
  return (
    // .sum (app/globals.css) styles its parts by element, not by a class on each: the rows repeat.
    <section aria-label={t('label')} className="card sum">
      <Figures s={s} />
      <div>
        <h2>{t('nextDues')}</h2>
        {s.dues.length === 0 ? (
          <p>{t('noDues')}</p>
        ) : (
          <ul>
            {s.dues.map((d) => (
              <li key={d.policyNo}>
                {d.policyName}
                <b>{formatRupees(d.amount, 2)}</b>
                <small>{t('dueNote', dueNote(d, today))}</small>
              </li>
            ))}
          </ul>
        )}
        {s.dues.length > PHONE_DUES && <p className="sum-later">{t('moreLater', { count: s.dues.length - PHONE_DUES })}</p>}
        {canPay && (
          <Link href={PAY_ALL_HREF} className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
            {t('payAll')}
          </Link>
        )}
      </div>
    </section>
  );
}

function Figures({ s }: { s: Summary }) {
  const t = useTranslations('dashboard.summary');
  const f = s.funds;
  return (
    <dl>
      <div>
        <dt>{t('lifeCover')}</dt>
        <dd>{formatRupees(s.lifeCover, 0)}</dd>
        <dd>{t('inForce', { count: s.inForceCount })}</dd>
      </div>
      {f && (
        <div>
          <dt>{t('fundValueAsOn', { date: formatDate(f.navDate) })}</dt>
          <dd>{formatRupees(f.currentValue, 2)}</dd>
          <dd>
            {t('fundLine', {
              invested: formatRupees(f.investedValue, 2),
              result: f.gainLoss < 0 ? 'loss' : 'gain',
              amount: formatRupees(Math.abs(f.gainLoss), 2),
              returns: formatPercent(f.returnsPercent),
            })}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** One message, so one text node (policy, due date, auto-pay): a repeated row, and JSX would mark every join. */
function dueNote(d: PortfolioDue, today: string) {
  return {
    policyNo: d.policyNo,
    overdue: d.dueDate < today ? 'yes' : 'no',
    date: formatDate(d.dueDate),
    autoPay: d.autoPay ? 'yes' : 'no',
  };
}
