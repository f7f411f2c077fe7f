import { useTranslations } from 'next-intl';
import { RequestSubmitted } from '@/components/ui/request-submitted';

interface SwitchConfirmationProps {
  serviceRequestId: string | null;
  onClose: () => void;
}

/**
 * Success outside the web view, worded as every request's confirmation (issue 24 §6): 'Fund
 * Switch' is the core's subject for it. OK, the close button or Escape all reset the flow to step 0.
 */
export function SwitchConfirmation({ serviceRequestId, onClose }: SwitchConfirmationProps) {
  const t = useTranslations('fundSwitch');
  return <RequestSubmitted serviceRequestId={serviceRequestId} onClose={onClose} request={t('title')} />;
}
