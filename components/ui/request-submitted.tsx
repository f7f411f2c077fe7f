import { srSubmittedWithPromise } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface RequestSubmittedProps {
  /** the core's 8-digit number; the dialog shows while it is set */
  serviceRequestId: string | null;
  onClose: () => void;
  title?: string;
}

/**
 * How every profile request ends (SPEC §2 "Profile modals"): 'Request SR 12345678 submitted
 * successfully...' and the 7-day promise, worded as the fund switch words it. OK, the close
 * button or Escape end the flow. No state of its own: it is part of whichever client flow shows it.
 */
export function RequestSubmitted({ serviceRequestId, onClose, title = 'Request Submitted' }: RequestSubmittedProps) {
  return (
    <Modal
      open={serviceRequestId !== null}
      onClose={onClose}
      title={title}
      size="sm"
      closeOnOutsideClick={false}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <p>{serviceRequestId !== null && srSubmittedWithPromise(serviceRequestId)}</p>
    </Modal>
  );
}
