import Link from 'next/link';
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
  const canPay = features.payPremium && s.dues.some((d) => d.payNow);
  return (
    // .sum (app/globals.css) styles its parts by element, not by a class on each: the rows repeat.
    <section aria-label="Summary" className="card sum">
      <Figures s={s} />
      <div>
        <h2>Next dues</h2>
        {s.dues.length === 0 ? (
          <p>No premiums are due.</p>
        ) : (
          <ul>
            {s.dues.map((d) => (
              <li key={d.policyNo}>
                {d.policyName}
                <b>{formatRupees(d.amount, 2)}</b>
                <small>{dueNote(d, today)}</small>
              </li>
            ))}
          </ul>
        )}
        {s.dues.length > PHONE_DUES && <p className="sum-later">{`and ${s.dues.length - PHONE_DUES} more later`}</p>}
        {canPay && (
          <Link href={PAY_ALL_HREF} className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
            Pay all dues
          </Link>
        )}
      </div>
    </section>
  );
}

function Figures({ s }: { s: Summary }) {
  const f = s.funds;
  return (
    <dl>
      <div>
        <dt>Life cover</dt>
        <dd>{formatRupees(s.lifeCover, 0)}</dd>
        <dd>{s.inForceCount === 1 ? '1 policy in force' : `${s.inForceCount} policies in force`}</dd>
      </div>
      {f && (
        <div>
          <dt>{`Fund value as on ${formatDate(f.navDate)}`}</dt>
          <dd>{formatRupees(f.currentValue, 2)}</dd>
          <dd>
            {`Invested ${formatRupees(f.investedValue, 2)} · ${f.gainLoss < 0 ? 'Loss' : 'Gain'} ` +
              `${formatRupees(Math.abs(f.gainLoss), 2)} · Returns ${formatPercent(f.returnsPercent)}`}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** One text node (policy, due date, auto-pay): a repeated row, and JSX would mark every join. */
function dueNote(d: PortfolioDue, today: string): string {
  const when = d.dueDate < today ? `overdue since ${formatDate(d.dueDate)}` : `due ${formatDate(d.dueDate)}`;
  return `${d.policyNo} · ${when} · ${d.autoPay ? 'auto-pay' : 'no auto-pay'}`;
}
