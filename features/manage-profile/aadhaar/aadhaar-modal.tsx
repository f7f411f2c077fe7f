'use client';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { useProfileModals } from '@/components/shell/profile-modals/profile-modals-context';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { AADHAAR_FORM_ID, AadhaarForm } from './aadhaar-form';
import { AadhaarOtpDialog } from './aadhaar-otp-dialog';
import { EkycSuccessDialog, KycNoticeDialog } from './kyc-dialogs';
import { useAadhaarFlow } from './use-aadhaar-flow';

export const AADHAAR_TITLE = 'Update Aadhaar';

/**
 * 'Update Aadhaar' (SPEC §2 "Profile modals"). The form stays open under the OTP dialog and the
 * notices, so a refusal lands the customer back in it, switched to proof; the two endings replace
 * it. 'Proceed to PAN' hands over to the PAN modal through the host.
 */
export function AadhaarModal({ open, onClose }: ProfileModalProps) {
  const flow = useAadhaarFlow();
  const modals = useProfileModals();
  const { step } = flow;
  const { isSubmitting } = flow.form.formState;
  const ended = step.kind === 'ekyc' || step.kind === 'submitted';

  const proceedToPan = () => {
    // The host replaces this modal with the PAN modal; without one (or without PAN yet) it just ends.
    if (!modals?.open('pan')) onClose();
  };

  return (
    <>
      <Modal
        open={open && !ended}
        onClose={onClose}
        title={AADHAAR_TITLE}
        closeOnOutsideClick={false}
        dismissible={!isSubmitting}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={AADHAAR_FORM_ID} loading={isSubmitting} disabled={flow.uploading}>
              Next
            </Button>
          </>
        }
      >
        <AadhaarForm
          form={flow.form}
          onSubmit={flow.next}
          serverError={flow.serverError}
          onUploadBusyChange={flow.setUploadBusy}
        />
        {step.kind === 'otp' && (
          <AadhaarOtpDialog
            sent={step.sent}
            form={step.form}
            onVerified={flow.verified}
            onRefused={flow.otpRefused}
            onCancel={flow.otpCancelled}
          />
        )}
        <KycNoticeDialog message={step.kind === 'notice' ? step.message : null} onClose={flow.noticeRead} />
      </Modal>
      <EkycSuccessDialog
        srNumber={open && step.kind === 'ekyc' ? step.srNumber : null}
        onPhysicalKyc={onClose}
        onProceedToPan={proceedToPan}
      />
      <RequestSubmitted serviceRequestId={open && step.kind === 'submitted' ? step.serviceRequestId : null} onClose={onClose} />
    </>
  );
}
