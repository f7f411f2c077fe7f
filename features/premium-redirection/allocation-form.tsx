import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import type { FundHolding } from '@/lib/types';
import {
  allocationsFromInputs,
  PERCENT_MAX_CHARS,
  REDIRECTION_MESSAGES,
  sanitisePercent,
  totalAllocation,
} from './redirection-rules';
import { STEP_PANEL, StepHeading } from './flow-header';

interface AllocationFormProps {
  policyNo: string;
  policyName: string;
  funds: FundHolding[];
  inputs: Record<string, string>;
  onInput: (fundCode: string, text: string) => void;
  terms: boolean;
  onTerms: (accepted: boolean) => void;
  error: string | null;
  onReset: () => void;
  onNext: () => void;
}

const formatShare = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)}%`;

/** Step 2 'Enter New Allocation Details': one box per fund, the live total, terms, Reset and Next. */
export function AllocationForm(props: AllocationFormProps) {
  const { policyNo, policyName, funds, inputs, onInput, terms, onTerms, error, onReset, onNext } = props;
  const total = totalAllocation(
    allocationsFromInputs(
      funds.map((f) => f.code),
      inputs,
    ),
  );

  const t = useTranslations('premiumRedirection');
  const text = useMessageText();
  // The total's message is worded with the total shown; any other key or the core's words as they are.
  const words = (message: string) => (message === REDIRECTION_MESSAGES.total ? t('errors.total', { total }) : text(message));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };

  return (
    <section aria-labelledby="pr-allocation-heading" className={STEP_PANEL}>
      <StepHeading id="pr-allocation-heading" title={t('allocationTitle')} policyNo={policyNo} policyName={policyName} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <ul className="grid gap-4 md:grid-cols-2">
          {funds.map((fund) => (
            <li key={fund.code} className="rounded-lg border border-brand-100 p-4">
              <TextInput
                label={
                  <>
                    {fund.name}
                    <span className="sr-only">{t('newAllocationSr')}</span>
                  </>
                }
                hint={t('currentAllocation', { share: formatShare(fund.allocationPercent) })}
                inputMode="numeric"
                autoComplete="off"
                maxLength={PERCENT_MAX_CHARS}
                placeholder="0"
                value={inputs[fund.code] ?? ''}
                onChange={(e) => onInput(fund.code, sanitisePercent(e.target.value))}
                suffix={
                  <span aria-hidden="true" className="px-3 text-ink-500">
                    %
                  </span>
                }
              />
            </li>
          ))}
        </ul>
        <p aria-live="polite" className="rounded-lg bg-brand-50 p-4 text-ink-900">
          {t.rich('totalReallocation', { total, b: (c) => <span className="font-bold text-brand-800">{c}</span> })}
        </p>
        <Checkbox label={t('terms')} checked={terms} onChange={(e) => onTerms(e.target.checked)} />
        {error && <InfoBanner tone="error">{words(error)}</InfoBanner>}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={onReset}>
            {/* SPEC §2: the same button reads Cancel at 1024 px or narrower. */}
            <span className="min-[1025px]:hidden">{t('cancel')}</span>
            <span className="hidden min-[1025px]:inline">{t('reset')}</span>
          </Button>
          {/* SPEC §2: Next stays disabled until the terms are ticked. */}
          <Button type="submit" disabled={!terms}>
            {t('next')}
          </Button>
        </div>
      </form>
    </section>
  );
}
