import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
import { visibleFunds } from '@/components/policy/fund-math';
import { useExternalLinks } from '@/components/shell/external-links-context';
import { NEW_TAB_REL } from '@/components/shell/links';
import { Button, buttonClasses } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import type { FundHolding } from '@/lib/types';
import { FundHoldingsGrid } from '@/components/policy/fund-holdings-grid';
import { STEP_PANEL, StepHeading } from './flow-header';

interface HoldingsStepProps {
  policyNo: string;
  policyName: string;
  /** null when the funds could not be loaded */
  funds: FundHolding[] | null;
  error: string | null;
  onNext: () => void;
}

/** Step 1: what the policy holds today, and the way on to the new allocation. */
export function HoldingsStep({ policyNo, policyName, funds, error, onNext }: HoldingsStepProps) {
  const t = useTranslations('premiumRedirection');
  const text = useMessageText();
  const { fundPerformance } = useExternalLinks('fundPerformance');
  const held = visibleFunds(funds ?? []);
  // Paise, so many fund values do not drift in floating point.
  const total = held.reduce((sum, f) => sum + Math.round(f.value * 100), 0) / 100;
  return (
    <section aria-labelledby="pr-holdings-heading" className={STEP_PANEL}>
      <StepHeading id="pr-holdings-heading" title={t('holdingsTitle')} policyNo={policyNo} policyName={policyName} />
      {error && <InfoBanner tone="error">{text(error)}</InfoBanner>}
      {funds && held.length === 0 && !error && <p className="text-ink-500">{t('noHoldings')}</p>}
      {held.length > 0 && <FundHoldingsGrid funds={held} totalValue={total} />}
      <div className="flex flex-wrap gap-3">
        <a href={fundPerformance} target="_blank" rel={NEW_TAB_REL} className={buttonClasses({ variant: 'secondary' })}>
          {t('viewPerformance')}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
        {/* SPEC §2: disabled until the policy has fund data. */}
        <Button onClick={onNext} disabled={!funds || funds.length === 0}>
          {t('title')}
        </Button>
      </div>
    </section>
  );
}
