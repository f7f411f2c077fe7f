'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface ResultMessage {
  title: string;
  text: string;
}

/**
 * How a pause or cancellation ends: 'Request SR 12345678 submitted successfully...' as every
 * request's confirmation starts (components/ui/request-submitted.tsx), followed by
 * what has changed. Not RequestSubmitted itself: its 7-day promise would tell the customer to
 * wait for a change the core has already made.
 */
export function MandateResult({ result, onClose }: { result: ResultMessage | null; onClose: () => void }) {
  const t = useTranslations('enach');
  return (
    <Modal
      open={result !== null}
      onClose={onClose}
      title={result?.title ?? ''}
      size="sm"
      closeOnOutsideClick={false}
      footer={<Button onClick={onClose}>{t('ok')}</Button>}
    >
      <p>{result?.text}</p>
    </Modal>
  );
}
