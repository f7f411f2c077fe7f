import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';

interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SPEC §2: the last chance to stop before the OTP is sent. */
export function ConfirmDialog({ open, onCancel, onConfirm }: ConfirmDialogProps) {
  const t = useTranslations('premiumRedirection');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('confirmTitle')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('yes')}</Button>
        </>
      }
    >
      <p className="text-ink-700">{t('confirmText')}</p>
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
  const t = useTranslations('premiumRedirection');
  return <RequestSubmitted serviceRequestId={serviceRequestId} onClose={onClose} request={t('title')} />;
}
