import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
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

/** In the web view the app shows its own result; this only covers the moment before it takes over. */
export function HandedOverNotice({ serviceRequestId }: { serviceRequestId: string }) {
  return <InfoBanner tone="success">{srSubmittedWithPromise(serviceRequestId)}</InfoBanner>;
}
