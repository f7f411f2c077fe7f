import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { requestSubmittedTitle, srSubmittedWithPromise } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface RequestSubmittedProps {
  /** the core's 8-digit number; the dialog shows while it is set */
  serviceRequestId: string | null;
  onClose: () => void;
  /** the request's name as the core's SMS gives it, e.g. 'Address Change Request' or 'Fund Switch' */
  request: string;
  /** the one 7-day promise unless the request promises otherwise (the soft copy's 5 working days) */
  promise?: string;
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
  const close = () => {
    onClose();
    router.refresh();
  };
  return (
    <Modal
      open={serviceRequestId !== null}
      onClose={close}
      title={requestSubmittedTitle(request)}
      size="sm"
      closeOnOutsideClick={false}
      footer={<Button onClick={close}>{t('ok')}</Button>}
    >
      <p>{serviceRequestId !== null && srSubmittedWithPromise(serviceRequestId, promise)}</p>
    </Modal>
  );
}
