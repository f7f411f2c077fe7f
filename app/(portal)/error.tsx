'use client';

import { SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';

export default function PortalError(props: SegmentErrorProps) {
  return <SegmentError {...props} title="title" body={'pageErrors.body'} />;
}
