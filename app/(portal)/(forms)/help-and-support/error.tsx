'use client';

import { SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';
import { TECHNICAL_ERROR } from '@/lib/constants';

/** Sections already fail on their own; this catches the rest, offering a request instead of Home. */
export default function HelpAndSupportError(props: SegmentErrorProps) {
  return (
    <SegmentError
      {...props}
      title="helpTitle"
      body={TECHNICAL_ERROR}
      other={{ href: '/service-request?tab=NEW_SR', label: 'raiseRequest' }}
    />
  );
}
