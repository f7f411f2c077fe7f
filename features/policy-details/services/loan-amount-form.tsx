'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import { outcomeOf } from '@/lib/client/action-outcome';
import type { LoanCheck } from '@/lib/server/data/policy-services-reshape';
import { checkLoanAction } from './actions';
import { rupees } from './panel-parts';
import { loanAmountSchema, type LoanAmountInput } from './service-schemas';

interface LoanAmountFormProps {
  policyNo: string;
  eligibleAmount: number;
  minimumAmount: number;
  /** what was typed before 'Change amount' */
  initial: string;
  /** the core agreed to this amount: the customer confirms it next */
  onChecked: (answer: LoanCheck, amountText: string) => void;
}

/** The amount is judged as typed against the eligible amount, then by the core before any OTP is sent. */
export function LoanAmountForm({ policyNo, eligibleAmount, minimumAmount, initial, onChecked }: LoanAmountFormProps) {
  const resolver = useMemo(() => zodResolver(loanAmountSchema(eligibleAmount)), [eligibleAmount]);
  const { register, handleSubmit, formState } = useForm<LoanAmountInput, unknown, { policyNo: string; amount: string }>({
    resolver,
    mode: 'onTouched',
    defaultValues: { policyNo, amount: initial },
  });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = handleSubmit(async ({ amount }) => {
    setRefusal(null);
    const result = await outcomeOf(checkLoanAction({ policyNo, amount }));
    if (result.ok) onChecked(result.data, amount);
    else setRefusal(result.message);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextInput
        label="Loan Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        required
        hint={`Between ${rupees(minimumAmount)} and ${rupees(eligibleAmount)}.`}
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      {refusal && <InfoBanner tone="error">{refusal}</InfoBanner>}
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          Request Loan
        </Button>
      </div>
    </form>
  );
}
