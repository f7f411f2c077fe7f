'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { useLoading } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { outcomeOf } from '@/lib/client/action-outcome';
import { claimUnclaimedAmountAction } from './actions';

interface ClaimUnclaimedButtonProps {
  id: string;
  /** 'Maturity Benefit of ₹1,23,456.00 on policy 50000001' */
  what: string;
  /** 'HDFC Bank, account XXXXXXXX7891' */
  payTo: string;
}

type Step = { kind: 'idle' } | { kind: 'confirm'; error?: string } | { kind: 'done'; serviceRequestId: string };

/**
 * 'Claim' asks once, naming the amount and the account it goes to, then raises the request. A
 * refusal (the core's duplicate rule, an amount already paid) stays in the dialog in its words.
 */
export function ClaimUnclaimedButton({ id, what, payTo }: ClaimUnclaimedButtonProps) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [pending, startTransition] = useTransition();
  const { track } = useLoading();
  const router = useRouter();
  const close = () => setStep({ kind: 'idle' });

  const claim = () =>
    startTransition(async () => {
      const result = await outcomeOf(track(claimUnclaimedAmountAction({ id })));
      if (!result.ok) {
        setStep({ kind: 'confirm', error: result.message });
        return;
      }
      setStep({ kind: 'done', serviceRequestId: result.data.serviceRequestId });
    });

  // Only once the confirmation is read: the refreshed amount shows 'Claim Requested' with its
  // number and no Claim button, which takes this component, and its dialog, off the page.
  const finish = () => {
    close();
    router.refresh();
  };

  return (
    <>
      <Button onClick={() => setStep({ kind: 'confirm' })} aria-label={`Claim ${what}`}>
        Claim
      </Button>
      <Modal
        open={step.kind === 'confirm'}
        onClose={close}
        title="Claim Unclaimed Amount"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button loading={pending} onClick={claim}>
              Confirm Claim
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 text-ink-700">
          <p>
            We will pay the {what} into your bank account on record: <span className="font-medium text-ink-900">{payTo}</span>.
          </p>
          {step.kind === 'confirm' && step.error && <InfoBanner tone="error">{step.error}</InfoBanner>}
        </div>
      </Modal>
      <RequestSubmitted serviceRequestId={step.kind === 'done' ? step.serviceRequestId : null} onClose={finish} />
    </>
  );
}
