import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { srSubmittedWithPromise } from '@/lib/format';

export const CONFIRMATION_TITLE = 'Fund Switch Request Submitted';

interface SwitchConfirmationProps {
  serviceRequestId: string | null;
  onClose: () => void;
}

/** Success outside the web view; OK, the close button or Escape all reset the flow to step 0. */
export function SwitchConfirmation({ serviceRequestId, onClose }: SwitchConfirmationProps) {
  return (
    <Modal
      open={serviceRequestId !== null}
      onClose={onClose}
      title={CONFIRMATION_TITLE}
      size="sm"
      closeOnOutsideClick={false}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <p>{serviceRequestId !== null && srSubmittedWithPromise(serviceRequestId)}</p>
    </Modal>
  );
}
