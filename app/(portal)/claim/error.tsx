'use client';

import { SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';

export default function ClaimError(props: SegmentErrorProps) {
  return (
    <SegmentError {...props} title="We could not load your claims">
      Please try again in a moment. Anything you have already intimated is safe with us.
    </SegmentError>
  );
}
