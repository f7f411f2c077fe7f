import { useRouter } from 'next/navigation';
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
 * Closing it re-reads the page's server data, so the profile or the policy's page shows the new
 * request as open at once (issue 24 §3).
 */
export function RequestSubmitted({ serviceRequestId, onClose, title = 'Request Submitted' }: RequestSubmittedProps) {
  const router = useRouter();
  const close = () => {
    onClose();
    router.refresh();
  };
  return (
    <Modal
      open={serviceRequestId !== null}
      onClose={close}
      title={title}
      size="sm"
      closeOnOutsideClick={false}
      footer={<Button onClick={close}>OK</Button>}
    >
      <p>{serviceRequestId !== null && srSubmittedWithPromise(serviceRequestId)}</p>
    </Modal>
  );
}
