'use client';

import { SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';
import { TECHNICAL_ERROR } from '@/lib/constants';

export default function ServiceRequestError(props: SegmentErrorProps) {
  return <SegmentError {...props} title="serviceRequestTitle" body={TECHNICAL_ERROR} />;
}
