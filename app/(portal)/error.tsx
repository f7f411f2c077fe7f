'use client';

import { useTranslations } from 'next-intl';
import { PageErrorWords, SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';

export default function PortalError(props: SegmentErrorProps) {
  return (
    <PageErrorWords>
      <Worded {...props} />
    </PageErrorWords>
  );
}

function Worded(props: SegmentErrorProps) {
  const t = useTranslations('pageErrors');
  return (
    <SegmentError {...props} title={t('title')}>
      {t('body')}
    </SegmentError>
  );
}
