'use client';

import { useTranslations } from 'next-intl';
import { SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';
import { TECHNICAL_ERROR } from '@/lib/constants';

export default function ServiceRequestError(props: SegmentErrorProps) {
  const t = useTranslations('serviceRequest');
  return (
    <SegmentError {...props} title={t('title')}>
      {TECHNICAL_ERROR}
    </SegmentError>
  );
}
