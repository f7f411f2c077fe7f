import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';
import { unstable_rethrow } from 'next/navigation';
import Link from 'next/link';
import { InfoBanner } from '@/components/ui/info-banner';
import { formatDate, formatRupees } from '@/lib/format';
import { PREMIUM_LABELS } from '@/lib/premium-labels';
import { userMessage } from '@/lib/server/errors';
import type { DueInPayment, DuesBreakup as Breakup } from '@/lib/server/data/multi-payment';
import { PayDuesForm } from './pay-dues-form';
import { NothingDue } from './nothing-due';
import { Row } from './premium-breakup';

/**
 * One payment for several dues (issue 25 §2): each policy's breakup and total, the core's total of
 * them all, and one Pay Now. What the core leaves out (a revival, an advance, nothing due) is
 * listed apart in its words, with the way to pay it on its own.
 */
export async function DuesBreakup({ breakup, showBreakup }: { breakup: Promise<Breakup>; showBreakup: boolean }) {
  let data: Breakup;
  try {
    data = await breakup;
  } catch (e) {
    unstable_rethrow(e);
    return <InfoBanner tone="error" title={userMessage(e)} />;
  }
  const t = await getTranslations('payPremium');
  const included = data.policies.filter((p) => p.included);
  const left = data.policies.filter((p) => !p.included);
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      {included.length === 0 ? (
        <NothingDue />
      ) : (
        <>
          <ul className="grid gap-4">
            {included.map((p) => (
              <li key={p.policyNo}>
                <PolicyDue due={p} />
              </li>
            ))}
          </ul>
          <section aria-labelledby="dues-total-heading" className="card">
            <h2 id="dues-total-heading" className="text-lg font-semibold text-ink-900">
              {t('dues.onePayment', { count: included.length })}
            </h2>
            <dl className="mt-2 grid gap-2 text-sm">
              <Row label={t('dues.total')} value={formatRupees(data.total, 2)} total />
            </dl>
            <p className="mt-4 text-sm text-ink-500">{t('dues.partner')}</p>
            <div className="mt-5">
              <PayDuesForm policies={included.map((p) => ({ policyNo: p.policyNo, dueDate: p.dueDate ?? '' }))} />
            </div>
          </section>
        </>
      )}
      {left.length > 0 && <LeftOut policies={left} showBreakup={showBreakup} />}
    </div>
  );
}

function PolicyDue({ due }: { due: DueInPayment }) {
  const t = useTranslations('payPremium');
  const words = useTranslations();
  const headingId = `dues-${due.policyNo}`;
  return (
    <section aria-labelledby={headingId} className="card">
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        {due.policyName}
      </h2>
      <p className="text-sm text-ink-500">
        {t('policyNo', { policyNo: due.policyNo })}
        {due.dueDate && <> · {t('dues.premiumDue', { date: formatDate(due.dueDate) })}</>}
      </p>
      <dl className="mt-4 grid gap-2 text-sm">
        {due.lines.map((line) => (
          <Row key={`${line.code}-${line.label}`} label={line.label} value={formatRupees(line.amount, 2)} />
        ))}
        <Row label={words(PREMIUM_LABELS.due)} value={formatRupees(due.total, 2)} total />
      </dl>
    </section>
  );
}

/** `showBreakup`: the premiumBreakup flag, without which a policy is paid from the Pay Premium list. */
function LeftOut({ policies, showBreakup }: { policies: DueInPayment[]; showBreakup: boolean }) {
  const t = useTranslations('payPremium');
  return (
    <section aria-labelledby="dues-left-heading" className="card">
      <h2 id="dues-left-heading" className="text-lg font-semibold text-ink-900">
        {t('dues.notIn')}
      </h2>
      <ul className="mt-3 grid gap-3 text-sm">
        {policies.map((p) => (
          <li key={p.policyNo}>
            <p className="font-medium text-ink-900">{t('policyLine', { name: p.policyName, policyNo: p.policyNo })}</p>
            <p className="text-ink-700">{p.message}</p>
            {p.total > 0 && (
              <Link
                href={showBreakup ? `/pay-premium/${p.policyNo}` : '/pay-premium'}
                className="font-medium text-brand-700 hover:underline"
              >
                {t('dues.payAlone')}
                <span className="sr-only"> {t('forPolicy', { policyNo: p.policyNo })}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
