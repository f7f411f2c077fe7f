import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import type { SurrenderDetails } from '@/lib/server/data/policy-services-reshape';
import { AmountTable, BulletList, rupees, useAsOnLine } from './panel-parts';

/**
 * Surrender Value (issue 10 §1): the value as on today with the parts that add up to it, what the
 * customer gives up and how to proceed. An enquiry only: a surrender needs the signed form, so
 * nothing here holds state.
 */
export function SurrenderPanel({ surrender: s }: { surrender: SurrenderDetails }) {
  const t = useTranslations('policyDetails.surrender');
  const asOnLine = useAsOnLine();
  if (!s.eligible) return <InfoBanner tone="info">{s.reason}</InfoBanner>;
  return (
    <div className="grid gap-5">
      <div>
        <p className="text-sm text-ink-500">{asOnLine(s.asOn)}</p>
        <p className="mt-1 text-ink-700">
          {t.rich('value', {
            amount: rupees(s.surrenderValue),
            b: (chunks) => <strong className="text-2xl font-semibold text-ink-900">{chunks}</strong>,
          })}
        </p>
        <p className="mt-1 text-sm text-ink-700">
          {[s.basis && t('basis', { basis: t(`bases.${s.basis}`) }), t('premiumsPaid', { amount: rupees(s.premiumsPaid) })]
            .filter(Boolean)
            .join(' ')}
        </p>
      </div>
      <AmountTable caption={t('caption')} lines={s.parts} totalLabel={t('total')} total={s.surrenderValue} />
      <BulletList title={t('givesUp')} items={s.givesUp} />
      <BulletList title={t('proceed')} items={s.howToProceed} />
      <div>
        <ButtonLink href="/service-request?tab=NEW_SR" variant="secondary">
          {t('raiseRequest')}
        </ButtonLink>
      </div>
    </div>
  );
}
