'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useHookFormAction } from '@next-safe-action/adapter-react-hook-form/hooks';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { DetailList } from '@/components/policy/detail-list';
import { Button, ButtonLink } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import { actionErrorMessage } from '@/lib/client/action-error';
import type { LoanDetails } from '@/lib/server/data/policy-services-reshape';
import { checkLoanAction } from './actions';
import { LoanOtpStep } from './loan-otp-step';
import { rupees, StepHeading, useAsOnLine, type PanelProps } from './panel-parts';
import { loanAmountSchema } from './service-schemas';

const accountLine = (b: NonNullable<LoanDetails['bankAccount']>) => `${b.bankName} ${b.accountNumber} (${b.ifsc})`;

/**
 * Loan (issue 10 §1): the core's figures, an amount no more than the eligible amount (judged as
 * typed, then by the core before any OTP is sent), the core's confirmation of what it would lend,
 * then the POLICY_LOAN OTP, which raises 'Policy Loan Request'. The core's answer to the amount is
 * the amount check's own result: 'Change amount' resets it, and the form keeps what was typed.
 */
export function LoanPanel({ loan, policyNo, busy, onBusyChange, onSubmitted, onClose }: PanelProps & { loan: LoanDetails }) {
  const t = useTranslations('policyDetails.loan');
  const asOnLine = useAsOnLine();
  const [confirming, setConfirming] = useState(false);
  const rateLine = (rate: number) => t('rateValue', { rate: rate.toFixed(2) });
  const resolver = useMemo(
    () =>
      zodResolver(
        loanAmountSchema({ eligible: loan.eligibleAmount, aboveEligible: (max) => t('errors.aboveEligible', { max }) }),
      ),
    [loan.eligibleAmount, t],
  );
  const {
    form,
    action: check,
    handleSubmitWithAction,
  } = useHookFormAction(checkLoanAction, resolver, {
    formProps: { mode: 'onTouched', defaultValues: { policyNo, amount: '' } },
  });

  if (check.hasSucceeded && confirming) {
    return (
      <LoanOtpStep
        policyNo={policyNo}
        // the amount as the core confirmed it, in the schema's two-decimal form
        amount={check.input.amount}
        busy={busy}
        onBusyChange={onBusyChange}
        onSubmitted={onSubmitted}
        onClose={onClose}
        onBack={() => setConfirming(false)}
      />
    );
  }
  if (check.hasSucceeded) {
    const checked = check.result.data;
    return (
      <div className="grid gap-4">
        <StepHeading>{t('confirmTitle')}</StepHeading>
        <DetailList
          rows={[
            { label: t('amount'), value: rupees(checked.amount) },
            { label: t('rate'), value: rateLine(checked.interestRate) },
            { label: t('paidInto'), value: accountLine(checked.bankAccount) },
          ]}
        />
        <p className="text-sm text-ink-700">{t('interestNote')}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setConfirming(true)} autoFocus>
            {t('confirmOtp')}
          </Button>
          <Button variant="secondary" onClick={check.reset}>
            {t('changeAmount')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      {asOnLine(loan.asOn) && <p className="text-sm text-ink-500">{asOnLine(loan.asOn)}</p>}
      <DetailList
        rows={[
          { label: t('eligible'), value: rupees(loan.eligibleAmount) },
          { label: t('outstanding'), value: rupees(loan.outstandingLoan) },
          { label: t('rate'), value: rateLine(loan.interestRate) },
          { label: t('account'), value: loan.bankAccount ? accountLine(loan.bankAccount) : t('noAccount') },
        ]}
      />
      {loan.outstandingLoan > 0 && (
        // Repaying is a payment of its own, on its own page (issue 27 §5).
        <div>
          <ButtonLink href={`/loan-repayment?policyNo=${policyNo}`} variant="secondary">
            {t('repay')}
          </ButtonLink>
        </div>
      )}
      {loan.eligible ? (
        <form noValidate onSubmit={handleSubmitWithAction} className="grid gap-4">
          <TextInput
            label={t('amountLabel')}
            inputMode="decimal"
            autoComplete="off"
            required
            hint={t('hint', { min: rupees(loan.minimumAmount), max: rupees(loan.eligibleAmount) })}
            error={form.formState.errors.amount?.message}
            {...form.register('amount')}
          />
          {check.hasErrored && <InfoBanner tone="error">{actionErrorMessage(check.result)}</InfoBanner>}
          <div>
            <Button type="submit" loading={check.isPending}>
              {t('request')}
            </Button>
          </div>
        </form>
      ) : (
        <InfoBanner tone="info">{loan.reason}</InfoBanner>
      )}
    </div>
  );
}
