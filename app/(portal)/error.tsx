'use client';

import { SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';

export default function PortalError(props: SegmentErrorProps) {
  return (
    <SegmentError {...props} title="Something went wrong">
      We could not load this page right now. Please try again in a moment. If the problem continues, you can go back to Home and
      try later.
    </SegmentError>
  );
}
