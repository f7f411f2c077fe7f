import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { formatSrNumber, requestName } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface RequestSubmittedProps {
  /** the core's 8-digit number; the dialog shows while it is set */
  serviceRequestId: string | null;
  onClose: () => void;
  /** the request's name in the page's language, as the core's SMS gives it ('Address Change Request', 'Fund Switch') */
  request: string;
  /** the one 7-day promise unless the request promises otherwise (the soft copy's 5 working days), worded */
  promise?: string;
}

/** SPEC §2's 'Request SR 12345678 submitted successfully...' and the promise, in the page's language. */
export function useSrSubmittedText(): (serviceRequestId: string, promise?: string) => string {
  const t = useTranslations('ui');
  return (serviceRequestId, promise) =>
    t('submittedText', { sr: formatSrNumber(serviceRequestId), promise: promise ?? t('promise') });
}

/**
 * How every request ends, in every flow (SPEC §2 "Profile modals", issue 24 §6): the title
 * '<name> Request Submitted', then 'Request SR 12345678 submitted successfully...' and the 7-day
 * promise. Each flow gives only its request's name. OK, the close button or Escape end the flow.
 * No state of its own: it is part of whichever client flow shows it. Closing it re-reads the
 * page's server data, so the profile or the policy's page shows the new request as open at once
 * (issue 24 §3).
 */
export function RequestSubmitted({ serviceRequestId, onClose, request, promise }: RequestSubmittedProps) {
  const router = useRouter();
  const t = useTranslations('ui');
  const submittedText = useSrSubmittedText();
  const close = () => {
    onClose();
    router.refresh();
  };
  return (
    <Modal
      open={serviceRequestId !== null}
      onClose={close}
      title={t('submittedTitle', { request: requestName(request) })}
      size="sm"
      closeOnOutsideClick={false}
      footer={<Button onClick={close}>{t('ok')}</Button>}
    >
      <p>{serviceRequestId !== null && submittedText(serviceRequestId, promise)}</p>
    </Modal>
  );
}
