import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';

export const CONFIRM_TITLE = 'Premium Redirection Confirmation';
export const CONFIRM_TEXT = 'Do you wish to submit this request?';

interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SPEC §2: the last chance to stop before the OTP is sent. */
export function ConfirmDialog({ open, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={CONFIRM_TITLE}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>YES</Button>
        </>
      }
    >
      <p className="text-ink-700">{CONFIRM_TEXT}</p>
    </Modal>
  );
}

interface SuccessDialogProps {
  serviceRequestId: string | null;
  onClose: () => void;
}

/**
 * The service request number (SPEC §2), worded as every request's confirmation (issue 24 §6);
 * closing it starts the flow over (SPEC §4 "Flow end").
 */
export function SuccessDialog({ serviceRequestId, onClose }: SuccessDialogProps) {
  return <RequestSubmitted serviceRequestId={serviceRequestId} onClose={onClose} request="Premium Redirection" />;
}
