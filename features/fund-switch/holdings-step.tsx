import { useMessageText } from '@/lib/i18n/message-text';
import { useLocale, useTranslations } from 'next-intl';
import { visibleFunds } from '@/components/policy/fund-math';
import { useExternalLinks } from '@/components/shell/external-links-context';
import { NEW_TAB_REL } from '@/components/shell/links';
import { Button, buttonClasses } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { formatDateLong } from '@/lib/format';
import type { FundHoldings } from '@/lib/types';
import { FundHoldingsGrid } from '@/components/policy/fund-holdings-grid';

interface HoldingsStepProps {
  policyNo: string;
  holdings: FundHoldings | null;
  error: string | null;
  today: string;
  onRetry: () => void;
  onSwitch: () => void;
}

/**
 * Step 1: what the policy holds today, as on policy details (zero-value funds hidden), with
 * View Performance and Fund Switch. Switching needs a chosen policy with something to move.
 */
export function HoldingsStep({ policyNo, holdings, error, today, onRetry, onSwitch }: HoldingsStepProps) {
  const t = useTranslations('fundSwitch');
  const language = useLocale();
  const text = useMessageText();
  const { fundPerformance } = useExternalLinks('fundPerformance');
  const funds = holdings ? visibleFunds(holdings.funds) : [];
  const canSwitch = policyNo !== '' && funds.length > 0;
  return (
    <div className="flex flex-col gap-5">
      {error ? (
        <InfoBanner
          tone="error"
          action={
            policyNo ? (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                {t('tryAgain')}
              </Button>
            ) : undefined
          }
        >
          {text(error)}
        </InfoBanner>
      ) : (
        <p className="text-sm text-ink-700">
          {t.rich('asOn', { date: formatDateLong(today, language), b: (c) => <span className="font-semibold">{c}</span> })}
        </p>
      )}
      {holdings && funds.length === 0 && <InfoBanner tone="info">{t('nothingToSwitch')}</InfoBanner>}
      {holdings && funds.length > 0 && <FundHoldingsGrid funds={funds} totalValue={holdings.totalValue} />}
      <div className="flex flex-wrap gap-3">
        <a href={fundPerformance} target="_blank" rel={NEW_TAB_REL} className={buttonClasses({ variant: 'secondary' })}>
          {t('viewPerformance')}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
        <Button onClick={onSwitch} disabled={!canSwitch}>
          {t('title')}
        </Button>
      </div>
    </div>
  );
}
