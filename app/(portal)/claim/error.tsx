'use client';

import { useTranslations } from 'next-intl';
import { SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';

export default function ClaimError(props: SegmentErrorProps) {
  const t = useTranslations('shellClient');
  return (
    <SegmentError {...props} title={t('claimsErrorTitle')}>
      {t('claimsErrorBody')}
    </SegmentError>
  );
}
