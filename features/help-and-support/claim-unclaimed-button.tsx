'use client';

import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { actionErrorMessage } from '@/lib/client/action-error';
import { claimUnclaimedAmountAction } from './actions';

interface ClaimUnclaimedButtonProps {
  id: string;
  /**
   * Its words in the page's language, worded by the server part that lists the amounts, so this
   * leaf needs no messages of its own: the button's name says which amount ('Claim Maturity
   * Benefit of ₹3,20,000.00 on policy 50000001'), `request` names the request in the confirmation.
   */
  words: { claim: string; claimLabel: string; title: string; cancel: string; confirm: string; request: string };
  /** 'We will pay the … into your bank account on record: HDFC Bank, account XXXXXXXX7891.' */
  payInto: ReactNode;
}

/**
 * 'Claim' asks once, naming the amount and the account it goes to, then raises the request. A
 * refusal (the core's duplicate rule, an amount already paid) stays in the dialog in its words;
 * the request's number is the action's own result.
 */
export function ClaimUnclaimedButton({ id, words, payInto }: ClaimUnclaimedButtonProps) {
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
      <Button onClick={() => setAsking(true)} aria-label={words.claimLabel}>
        {words.claim}
      </Button>
      <Modal
        open={asking}
        onClose={close}
        title={words.title}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {words.cancel}
            </Button>
            <Button loading={claim.isPending} onClick={() => claim.execute({ id })}>
              {words.confirm}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 text-ink-700">
          <p>{payInto}</p>
          {claim.hasErrored && <InfoBanner tone="error">{actionErrorMessage(claim.result)}</InfoBanner>}
        </div>
      </Modal>
      <RequestSubmitted serviceRequestId={claim.result.data?.serviceRequestId ?? null} onClose={finish} request={words.request} />
    </>
  );
}
