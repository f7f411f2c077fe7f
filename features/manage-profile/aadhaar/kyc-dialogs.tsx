import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatSrNumber } from '@/lib/format';
import { KYC_DIALOG_TEXTS } from './aadhaar-rules';

/*
 * The result dialogs of 'Update Aadhaar' (SPEC §2 "Result dialogs", §8). Markup only, rendered inside
 * the Aadhaar modal's client tree with its handlers: no client boundary of their own.
 */

const NOTICE_TITLE = 'Aadhaar Verification';
const EKYC_TITLE = 'E-KYC Completed';

/** The authority refused or the customer cancelled: the form is switched to proof when it closes. */
export function KycNoticeDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={NOTICE_TITLE}
      size="sm"
      closeOnOutsideClick={false}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <p>{message}</p>
    </Modal>
  );
}

interface EkycSuccessDialogProps {
  srNumber: string | null;
  /** ends here: the rest of KYC is done in person, with documents */
  onPhysicalKyc: () => void;
  onProceedToPan: () => void;
}

/** The authority verified the OTP and e-KYC is complete: the next step of KYC is the PAN. */
export function EkycSuccessDialog({ srNumber, onPhysicalKyc, onProceedToPan }: EkycSuccessDialogProps) {
  return (
    <Modal
      open={srNumber !== null}
      onClose={onPhysicalKyc}
      title={EKYC_TITLE}
      size="sm"
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onPhysicalKyc}>
            Physical KYC
          </Button>
          <Button onClick={onProceedToPan}>Proceed to PAN</Button>
        </>
      }
    >
      <p>{KYC_DIALOG_TEXTS.ekycSuccess}</p>
      {srNumber && <p className="mt-2 text-sm text-ink-700">Your reference number is {formatSrNumber(srNumber)}.</p>}
    </Modal>
  );
}
