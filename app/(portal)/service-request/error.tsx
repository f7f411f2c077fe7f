'use client';

import { useTranslations } from 'next-intl';
import { MessageText } from '@/lib/i18n/message-text';
import { PageErrorWords, SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';
import { TECHNICAL_ERROR } from '@/lib/constants';

export default function ServiceRequestError(props: SegmentErrorProps) {
  return (
    <PageErrorWords>
      <Worded {...props} />
    </PageErrorWords>
  );
}

function Worded(props: SegmentErrorProps) {
  const t = useTranslations('pageErrors');
  return (
    <SegmentError {...props} title={t('serviceRequestTitle')}>
      <MessageText message={TECHNICAL_ERROR} />
    </SegmentError>
  );
}
