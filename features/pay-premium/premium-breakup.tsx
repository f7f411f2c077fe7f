import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { coreWord } from '@/lib/i18n/core-word';
import { unstable_rethrow } from 'next/navigation';
import { ButtonLink } from '@/components/ui/button';
import { cx } from '@/components/ui/field-styles';
import { InfoBanner } from '@/components/ui/info-banner';
import { formatDate, formatRupees } from '@/lib/format';
import { userMessage } from '@/lib/server/errors';
import type { PremiumBreakup as Breakup } from '@/lib/server/data/premiums';
import { PayPremiumForm } from './pay-premium-form';
import { PREMIUM_LABELS } from '@/lib/premium-labels';

/**
 * Awaits what the core says this policy can be paid now and shows it: the premium due (Pay Now),
 * a lapsed policy's revival amount, the next premium in advance ('Pay in advance'), or that nothing
 * is due, with no button. A refusal shows the core's own words.
 */
export async function PremiumBreakup({ breakup }: { breakup: Promise<Breakup> }) {
  let data: Breakup;
  try {
    data = await breakup;
  } catch (e) {
    unstable_rethrow(e);
    return <NotPayable message={userMessage(e)} tone="error" />;
  }
  const t = await getTranslations('payPremium');
  if (!data.payable) {
    const next = data.nextDueDate ? t('nextDue', { date: formatDate(data.nextDueDate) }) : null;
    const revive = data.kind === 'REVIVAL' ? `/policy-details/${data.policyNo}?service=REINSTATEMENT` : null;
    return <NotPayable message={data.message ?? t('noneDueHere')} detail={next} reinstateHref={revive} />;
  }
  const advance = data.kind === 'ADVANCE';
  const words = await getTranslations();
  const coreWords = await getTranslations('coreWords');
  return (
    <section aria-labelledby="breakup-heading" className="max-w-xl card">
      <h2 id="breakup-heading" className="text-lg font-semibold text-ink-900">
        {advance ? t('advanceTitle') : data.kind === 'REVIVAL' ? t('revivalTitle') : t('detailsTitle')}
      </h2>
      {advance && data.dueDate && (
        <p className="mt-2 text-sm text-ink-700">{t('advanceNote', { date: formatDate(data.dueDate) })}</p>
      )}
      <dl className="mt-4 grid gap-2 text-sm">
        <Row label={t('dueDate')} value={data.dueDate ? formatDate(data.dueDate) : '—'} />
        <Row label={t('frequency')} value={coreWord(coreWords, 'frequency', data.paymentFrequency)} />
      </dl>
      <dl className="mt-4 grid gap-2 border-t border-brand-100 pt-4 text-sm">
        {data.lines.map((line) => (
          <Row key={`${line.code}-${line.label}`} label={line.label} value={formatRupees(line.amount, 2)} />
        ))}
        <Row label={words(PREMIUM_LABELS.due)} value={formatRupees(data.total, 2)} total />
      </dl>
      <p className="mt-4 text-sm text-ink-500">{t('partner')}</p>
      <div className="mt-5">
        <PayPremiumForm
          policyNo={data.policyNo}
          dueDate={data.dueDate}
          autoPayDebitDate={data.autoPayDebitDate}
          label={advance ? t('payAdvance') : t('payNow')}
        />
      </div>
    </section>
  );
}

interface NotPayableProps {
  message: string;
  detail?: string | null;
  tone?: 'info' | 'error';
  reinstateHref?: string | null;
}

/** Nothing to pay online here: say why (and when the next premium is due), and offer no payment. */
function NotPayable({ message, detail, tone = 'info', reinstateHref }: NotPayableProps) {
  const t = useTranslations('payPremium');
  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      <InfoBanner tone={tone} className="w-full" title={message}>
        {detail}
      </InfoBanner>
      <div className="flex flex-wrap gap-3">
        {reinstateHref && <ButtonLink href={reinstateHref}>{t('reinstate')}</ButtonLink>}
        <ButtonLink href="/" variant="secondary">
          {t('home')}
        </ButtonLink>
      </div>
    </div>
  );
}

export function Row({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
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
