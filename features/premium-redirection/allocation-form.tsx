import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import type { FundHolding } from '@/lib/types';
import { allocationsFromInputs, PERCENT_MAX_CHARS, sanitisePercent, totalAllocation } from './redirection-rules';
import { STEP_PANEL, StepHeading } from './flow-header';

/** SPEC gives no wording for this box; it follows the fund switch's. */
export const TERMS_LABEL = 'I agree to the premium redirection as per policy terms and conditions.';

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };

  return (
    <section aria-labelledby="pr-allocation-heading" className={STEP_PANEL}>
      <StepHeading id="pr-allocation-heading" title="Enter New Allocation Details" policyNo={policyNo} policyName={policyName} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <ul className="grid gap-4 md:grid-cols-2">
          {funds.map((fund) => (
            <li key={fund.code} className="rounded-lg border border-brand-100 p-4">
              <TextInput
                label={
                  <>
                    {fund.name}
                    <span className="sr-only">, new allocation in percent</span>
                  </>
                }
                hint={`Current Allocation: ${formatShare(fund.allocationPercent)}`}
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
          Total Reallocation: <span className="font-bold text-brand-800">{total}%</span>
        </p>
        <Checkbox label={TERMS_LABEL} checked={terms} onChange={(e) => onTerms(e.target.checked)} />
        {error && <InfoBanner tone="error">{error}</InfoBanner>}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={onReset}>
            {/* SPEC §2: the same button reads Cancel at 1024 px or narrower. */}
            <span className="min-[1025px]:hidden">Cancel</span>
            <span className="hidden min-[1025px]:inline">Reset</span>
          </Button>
          {/* SPEC §2: Next stays disabled until the terms are ticked. */}
          <Button type="submit" disabled={!terms}>
            Next
          </Button>
        </div>
      </form>
    </section>
  );
}
