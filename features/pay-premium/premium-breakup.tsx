import { unstable_rethrow } from 'next/navigation';
import { ButtonLink } from '@/components/ui/button';
import { cx } from '@/components/ui/field-styles';
import { InfoBanner } from '@/components/ui/info-banner';
import { formatDate, formatRupees } from '@/lib/format';
import { userMessage } from '@/lib/server/errors';
import type { PremiumBreakup as Breakup } from '@/lib/server/data/premiums';
import { PayPremiumForm } from './pay-premium-form';
import { PREMIUM_LABELS } from '@/lib/premium-labels';

/** Awaits the core's breakup; a refusal (e.g. nothing due) shows the core's own words. */
export async function PremiumBreakup({ breakup }: { breakup: Promise<Breakup> }) {
  let data: Breakup;
  try {
    data = await breakup;
  } catch (e) {
    unstable_rethrow(e);
    return (
      <div className="flex flex-col items-start gap-4">
        <InfoBanner tone="error" className="w-full">
          {userMessage(e)}
        </InfoBanner>
        <ButtonLink href="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
    );
  }
  return (
    <section aria-labelledby="breakup-heading" className="max-w-xl card">
      <h2 id="breakup-heading" className="text-lg font-semibold text-ink-900">
        Premium Details
      </h2>
      <dl className="mt-4 grid gap-2 text-sm">
        <Row label="Premium Due Date" value={data.dueDate ? formatDate(data.dueDate) : '—'} />
        <Row label="Payment Frequency" value={data.paymentFrequency} />
      </dl>
      <dl className="mt-4 grid gap-2 border-t border-brand-100 pt-4 text-sm">
        {data.lines.map((line) => (
          <Row key={`${line.code}-${line.label}`} label={line.label} value={formatRupees(line.amount, 2)} />
        ))}
        <Row label={PREMIUM_LABELS.due} value={formatRupees(data.total, 2)} total />
      </dl>
      <p className="mt-4 text-sm text-ink-500">
        You will be taken to our payment partner&apos;s secure page to complete the payment.
      </p>
      <div className="mt-5">
        <PayPremiumForm policyNo={data.policyNo} label="Pay Now" />
      </div>
    </section>
  );
}

function Row({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  return (
    <div
      className={cx(
        'flex items-baseline justify-between gap-3',
        total && 'mt-2 border-t border-brand-100 pt-3 text-base font-semibold',
      )}
    >
      <dt className={total ? 'text-ink-900' : 'text-ink-500'}>{label}</dt>
      <dd className="text-right font-medium text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}
