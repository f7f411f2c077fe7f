'use client';

import { useAction } from 'next-safe-action/hooks';
import { SERVICE_SUBJECTS } from '@portal/contracts/service-subjects';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { actionErrorMessage } from '@/lib/client/action-error';
import { claimUnclaimedAmountAction } from './actions';

interface ClaimUnclaimedButtonProps {
  id: string;
  /** 'Maturity Benefit of ₹1,23,456.00 on policy 50000001' */
  what: string;
  /** 'HDFC Bank, account XXXXXXXX7891' */
  payTo: string;
}

/**
 * 'Claim' asks once, naming the amount and the account it goes to, then raises the request. A
 * refusal (the core's duplicate rule, an amount already paid) stays in the dialog in its words;
 * the request's number is the action's own result.
 */
export function ClaimUnclaimedButton({ id, what, payTo }: ClaimUnclaimedButtonProps) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const claim = useAction(claimUnclaimedAmountAction, { onSuccess: () => setAsking(false) });
  useLoadingWhile(claim.isPending);
  const close = () => {
    setAsking(false);
    claim.reset();
  };

  // Only once the confirmation is read: the refreshed amount shows 'Claim Requested' with its
  // number and no Claim button, which takes this component, and its dialog, off the page.
  const finish = () => {
    close();
    router.refresh();
  };

  return (
    <>
      <Button onClick={() => setAsking(true)} aria-label={`Claim ${what}`}>
        Claim
      </Button>
      <Modal
        open={asking}
        onClose={close}
        title="Claim Unclaimed Amount"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button loading={claim.isPending} onClick={() => claim.execute({ id })}>
              Confirm Claim
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 text-ink-700">
          <p>
            We will pay the {what} into your bank account on record: <span className="font-medium text-ink-900">{payTo}</span>.
          </p>
          {claim.hasErrored && <InfoBanner tone="error">{actionErrorMessage(claim.result)}</InfoBanner>}
        </div>
      </Modal>
      <RequestSubmitted
        serviceRequestId={claim.result.data?.serviceRequestId ?? null}
        onClose={finish}
        request={SERVICE_SUBJECTS.UNCLAIMED}
      />
    </>
  );
}
