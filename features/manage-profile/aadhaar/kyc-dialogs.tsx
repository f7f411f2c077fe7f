import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatSrNumber } from '@/lib/format';
import { useMessageText } from '@/lib/i18n/message-text';

/*
 * The result dialogs of 'Update Aadhaar' (SPEC §2 "Result dialogs", §8). Markup only, rendered inside
 * the Aadhaar modal's client tree with its handlers: no client boundary of their own.
 */

/** The authority refused or the customer cancelled: the form is switched to proof when it closes. */
export function KycNoticeDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useTranslations();
  const text = useMessageText();
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={t('profileModals.aadhaar.noticeTitle')}
      size="sm"
      closeOnOutsideClick={false}
      footer={<Button onClick={onClose}>{t('ui.ok')}</Button>}
    >
      <p>{message !== null && text(message)}</p>
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
  const t = useTranslations('profileModals');
  return (
    <Modal
      open={srNumber !== null}
      onClose={onPhysicalKyc}
      title={t('aadhaar.ekycTitle')}
      size="sm"
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onPhysicalKyc}>
            {t('aadhaar.physicalKyc')}
          </Button>
          <Button onClick={onProceedToPan}>{t('aadhaar.proceedToPan')}</Button>
        </>
      }
    >
      <p>{t('aadhaar.dialogs.ekycSuccess')}</p>
      {srNumber && <p className="mt-2 text-sm text-ink-700">{t('aadhaar.reference', { sr: formatSrNumber(srNumber) })}</p>}
    </Modal>
  );
}
