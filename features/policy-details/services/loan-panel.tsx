'use client';

import { useState } from 'react';
import { DetailList } from '@/components/policy/detail-list';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import type { LoanCheck, LoanDetails } from '@/lib/server/data/policy-services-reshape';
import { loadLoanAction } from './actions';
import { LoanAmountForm } from './loan-amount-form';
import { LoanOtpStep } from './loan-otp-step';
import { asOnLine, rupees, StepHeading, WhenLoaded } from './panel-parts';
import type { PanelProps } from './service-panel';
import { useServiceData } from './use-service-data';

const accountLine = (b: NonNullable<LoanDetails['bankAccount']>) => `${b.bankName} ${b.accountNumber} (${b.ifsc})`;

/**
 * Loan (issue 10 §1): the core's figures, an amount no more than the eligible amount (checked as
 * typed and again by the core), the core's confirmation of what it would lend, then the
 * POLICY_LOAN OTP, which raises 'Policy Loan Request'.
 */
export function LoanPanel(props: PanelProps) {
  const loaded = useServiceData(loadLoanAction, props.policyNo);
  return (
    <WhenLoaded loaded={loaded} onClose={props.onClose}>
      {(loan) => <LoanFlow loan={loan} {...props} />}
    </WhenLoaded>
  );
}

function LoanFlow({ loan, policyNo, busy, onBusyChange, onSubmitted, onClose }: PanelProps & { loan: LoanDetails }) {
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState<(LoanCheck & { amountText: string }) | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (checked && confirming) {
    return (
      <LoanOtpStep
        policyNo={policyNo}
        amount={checked.amountText}
        busy={busy}
        onBusyChange={onBusyChange}
        onSubmitted={onSubmitted}
        onClose={onClose}
        onBack={() => setConfirming(false)}
      />
    );
  }
  if (checked) {
    return (
      <div className="grid gap-4">
        <StepHeading>Confirm your loan request</StepHeading>
        <DetailList
          rows={[
            { label: 'Loan Amount', value: rupees(checked.amount) },
            { label: 'Interest Rate', value: `${checked.interestRate.toFixed(2)}% a year` },
            { label: 'Paid Into', value: accountLine(checked.bankAccount) },
          ]}
        />
        <p className="text-sm text-ink-700">
          Interest is charged on the loan until it is repaid. An unpaid loan and its interest are taken from any claim, maturity
          or surrender value.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setConfirming(true)} autoFocus>
            Confirm with OTP
          </Button>
          <Button variant="secondary" onClick={() => setChecked(null)}>
            Change amount
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
          { label: 'Eligible Loan Amount', value: rupees(loan.eligibleAmount) },
          { label: 'Outstanding Loan', value: rupees(loan.outstandingLoan) },
          { label: 'Interest Rate', value: `${loan.interestRate.toFixed(2)}% a year` },
          { label: 'Bank Account on Record', value: loan.bankAccount ? accountLine(loan.bankAccount) : 'None on record' },
        ]}
      />
      {loan.eligible ? (
        <LoanAmountForm
          policyNo={policyNo}
          eligibleAmount={loan.eligibleAmount}
          minimumAmount={loan.minimumAmount}
          initial={typed}
          onChecked={(answer, amountText) => {
            setTyped(amountText);
            setChecked({ ...answer, amountText });
          }}
        />
      ) : (
        <InfoBanner tone="info">{loan.reason}</InfoBanner>
      )}
    </div>
  );
}
