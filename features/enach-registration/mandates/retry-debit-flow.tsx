'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { outcomeOf } from '@/lib/client/action-outcome';
import { formatRupees } from '@/lib/format';
import { retryDebitAction } from './actions';
import { retryText } from './mandate-rules';
import type { MandateSummary } from './mandate-summary';

interface RetryProps {
  mandate: MandateSummary;
  amount: number;
  onBusyChange: (busy: boolean) => void;
  /** the debit was presented, whatever the bank said: the list is read again */
  onDone: () => void;
  onClose: () => void;
}

type Outcome = { tone: 'success' | 'error'; text: string };

/** 'Retry debit': what will be presented and from where, then the bank's answer, in the dialog. */
export function RetryDebitFlow({ mandate, amount, onBusyChange, onDone, onClose }: RetryProps) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const retry = async () => {
    setSending(true);
    onBusyChange(true);
    const result = await outcomeOf(retryDebitAction({ policyNo: mandate.policyNo, umrn: mandate.umrn }));
    onBusyChange(false);
    setSending(false);
    if (!result.ok) return setOutcome({ tone: 'error', text: result.message });
    setOutcome({ tone: result.data.status === 'SUCCESS' ? 'success' : 'error', text: retryText(result.data) });
    onDone();
  };

  if (outcome) {
    return (
      <div className="grid gap-5">
        <InfoBanner tone={outcome.tone}>{outcome.text}</InfoBanner>
        <Button fullWidth onClick={onClose} autoFocus>
          OK
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-ink-700">
        We will present the failed debit of {formatRupees(amount)} for policy {mandate.policyNo} to {mandate.bank} again. Please
        make sure the account has enough balance.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          Go back
        </Button>
        <Button onClick={() => void retry()} loading={sending}>
          Retry debit
        </Button>
      </div>
    </div>
  );
}
