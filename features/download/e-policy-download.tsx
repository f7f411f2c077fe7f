'use client';

import { useRouter } from 'next/navigation';
import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { actionErrorMessage } from '@/lib/client/action-error';
import { requestEPolicyAction } from './actions';

/**
 * The e-policy download. A 422 from the core means no e-policy is on file: instead of a dead end
 * the customer can raise an 'E-PD Soft Copy' service request from the same dialog. The request's
 * state (busy, refused, raised) is the action hook's own.
 */
export function EPolicyDownload({ policyNo }: { policyNo: string }) {
  const t = useTranslations('download.client');
  /** the core's words on the missing e-policy, while the offer is open */
  const [offer, setOffer] = useState<string | null>(null);
  const router = useRouter();
  // Picks up the new ticket for the 'Soft copy requested' note under the policy.
  const request = useAction(requestEPolicyAction, { onSuccess: () => router.refresh() });
  useLoadingWhile(request.isPending);
  const serviceRequestId = request.hasSucceeded ? request.result.data.serviceRequestId : null;
  const close = () => {
    setOffer(null);
    request.reset();
  };

  return (
    <>
      <DocumentDownloadButton
        request={{ policyNumber: policyNo, documentType: 'POLICY_DOCUMENT' }}
        label={t('ePolicy')}
        onUnavailable={setOffer}
      />
      <Modal
        open={offer !== null && serviceRequestId === null}
        onClose={close}
        title={t('notAvailable')}
        footer={
          offer !== null && (
            <>
              <Button variant="secondary" onClick={close}>
                {t('cancel')}
              </Button>
              <Button loading={request.isPending} onClick={() => request.execute({ policyNumber: policyNo })}>
                {t('requestSoftCopy')}
              </Button>
            </>
          )
        }
      >
        {offer !== null && (
          <div className="flex flex-col gap-3 text-ink-700">
            {offer && <p className="font-medium text-ink-900">{offer}</p>}
            <p>{t('offer', { policyNo })}</p>
            {/* e.g. the core's 'You have already raised this request.' */}
            {request.hasErrored && <InfoBanner tone="error">{actionErrorMessage(request.result)}</InfoBanner>}
          </div>
        )}
      </Modal>
      <RequestSubmitted
        serviceRequestId={serviceRequestId}
        onClose={close}
        request={t('softCopyRequest')}
        promise={t('softCopyPromise')}
      />
    </>
  );
}
