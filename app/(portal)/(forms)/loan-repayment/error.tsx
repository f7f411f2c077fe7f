'use client';

import { SegmentError, type SegmentErrorProps } from '@/components/ui/segment-error';
import { TECHNICAL_ERROR } from '@/lib/constants';

export default function LoanRepaymentError(props: SegmentErrorProps) {
  return <SegmentError {...props} title="title" body={TECHNICAL_ERROR} />;
}
