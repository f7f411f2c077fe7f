'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { useLoading } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { outcomeOf } from '@/lib/client/action-outcome';
import { srSubmittedLine } from '@/lib/format';
import { requestEPolicyAction } from './actions';

type Step = { kind: 'idle' } | { kind: 'offer'; message: string; error?: string } | { kind: 'done'; serviceRequestId: string };

const SOFT_COPY_PROMISE = 'Your e-policy document will be emailed to your registered email address within 5 working days.';

/**
 * The e-policy download. A 422 from the core means no e-policy is on file: instead of a dead end
 * the customer can raise an 'E-PD Soft Copy' service request from the same dialog.
 */
export function EPolicyDownload({ policyNo }: { policyNo: string }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [pending, startTransition] = useTransition();
  const { track } = useLoading();
  const router = useRouter();
  const close = () => setStep({ kind: 'idle' });

  const requestSoftCopy = (message: string) =>
    startTransition(async () => {
      const result = await outcomeOf(track(requestEPolicyAction({ policyNumber: policyNo })));
      if (!result.ok) {
        // Shown in the dialog, e.g. the core's 'You have already raised this request.'
        setStep({ kind: 'offer', message, error: result.message });
        return;
      }
      setStep({ kind: 'done', serviceRequestId: result.data.serviceRequestId });
      // Picks up the new ticket for the 'Soft copy requested' note under the policy.
      router.refresh();
    });

  return (
    <>
      <DocumentDownloadButton
        request={{ policyNumber: policyNo, documentType: 'POLICY_DOCUMENT' }}
        label="Download E-Policy"
        onUnavailable={(message) => setStep({ kind: 'offer', message })}
      />
      <Modal
        open={step.kind === 'offer'}
        onClose={close}
        title="E-Policy Not Available"
        footer={
          step.kind === 'offer' && (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button loading={pending} onClick={() => requestSoftCopy(step.message)}>
                Request Soft Copy
              </Button>
            </>
          )
        }
      >
        {step.kind === 'offer' && (
          <div className="flex flex-col gap-3 text-ink-700">
            {step.message && <p className="font-medium text-ink-900">{step.message}</p>}
            <p>
              You can request a soft copy of the e-policy document of policy {policyNo}. We will email it to your registered email
              address within 5 working days.
            </p>
            {step.error && <InfoBanner tone="error">{step.error}</InfoBanner>}
          </div>
        )}
      </Modal>
      <Modal open={step.kind === 'done'} onClose={close} title="Request Submitted" footer={<Button onClick={close}>OK</Button>}>
        {step.kind === 'done' && (
          <div className="flex flex-col gap-3 text-ink-700">
            <p className="font-medium text-ink-900">{srSubmittedLine(step.serviceRequestId)}</p>
            <p>{SOFT_COPY_PROMISE}</p>
          </div>
        )}
      </Modal>
    </>
  );
}
