'use client';

import type { ServiceCode } from '@portal/contracts/policy-services';
import { FrequencyPanel } from './frequency-panel';
import { LoanPanel } from './loan-panel';
import { ReinstatementPanel } from './reinstatement-panel';
import { SurrenderPanel } from './surrender-panel';

export interface PanelProps {
  policyNo: string;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  /** a request was raised: the dialog gives way to 'Request SR … submitted successfully...' */
  onSubmitted: (serviceRequestId: string) => void;
  onClose: () => void;
}

/** One service's content inside its dialog; mounted only while the dialog is open, so each opening starts afresh. */
export function ServicePanel({ code, ...props }: PanelProps & { code: ServiceCode }) {
  switch (code) {
    case 'LOAN':
      return <LoanPanel {...props} />;
    case 'SURRENDER_VALUE':
      return <SurrenderPanel {...props} />;
    case 'REINSTATEMENT':
      return <ReinstatementPanel {...props} />;
    case 'CHANGE_FREQUENCY':
      return <FrequencyPanel {...props} />;
  }
}
