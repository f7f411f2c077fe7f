'use client';

import { SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';

export default function ClaimError(props: SegmentErrorProps) {
  return <SegmentError {...props} title="claimsErrorTitle" body={'pageErrors.claimsErrorBody'} />;
}
