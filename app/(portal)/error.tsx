'use client';

import { useTranslations } from 'next-intl';
import { SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';

export default function PortalError(props: SegmentErrorProps) {
  const t = useTranslations('shellClient');
  return (
    <SegmentError {...props} title={t('pageErrorTitle')}>
      {t('pageErrorBody')}
    </SegmentError>
  );
}
