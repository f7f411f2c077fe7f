'use client';

import { useTranslations } from 'next-intl';
import { MessageText } from '@/lib/i18n/message-text';
import { PageErrorWords, SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';
import { TECHNICAL_ERROR } from '@/lib/constants';

/** Sections already fail on their own; this catches the rest, offering a request instead of Home. */
export default function HelpAndSupportError(props: SegmentErrorProps) {
  return (
    <PageErrorWords>
      <Worded {...props} />
    </PageErrorWords>
  );
}

function Worded(props: SegmentErrorProps) {
  const t = useTranslations('pageErrors');
  return (
    <SegmentError {...props} title={t('helpTitle')} other={{ href: '/service-request?tab=NEW_SR', label: t('raiseRequest') }}>
      <MessageText message={TECHNICAL_ERROR} />
    </SegmentError>
  );
}
