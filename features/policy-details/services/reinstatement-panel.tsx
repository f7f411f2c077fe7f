'use client';

import { InfoBanner } from '@/components/ui/info-banner';
import { formatDate } from '@/lib/format';
import type { ReinstatementEnquiry } from '@/lib/server/data/policy-services-reshape';
import { loadReinstatementAction } from './actions';
import { AmountTable, asOnLine, WhenLoaded } from './panel-parts';
import { PayAndReinstate, ReinstatementRequest } from './reinstatement-actions';
import type { PanelProps } from './service-panel';
import { useServiceData } from './use-service-data';

/**
 * Reinstatement (issue 10 §1): the revival amount with its parts; a short lapse is paid off
 * through the premium gateway and the policy is in force again, a long one needs a declaration of
 * good health and raises a request.
 */
export function ReinstatementPanel(props: PanelProps) {
  const loaded = useServiceData(loadReinstatementAction, props.policyNo);
  return (
    <WhenLoaded loaded={loaded} onClose={props.onClose}>
      {(r) => <Revival r={r} {...props} />}
    </WhenLoaded>
  );
}

function Revival({ r, ...props }: PanelProps & { r: ReinstatementEnquiry }) {
  if (!r.eligible) return <InfoBanner tone="info">{r.reason}</InfoBanner>;
  return (
    <div className="grid gap-5">
      <div>
        <p className="text-sm text-ink-500">{asOnLine(r.asOn)}</p>
        {r.lapsedSince && (
          <p className="mt-1 text-ink-700">
            Lapsed since {formatDate(r.lapsedSince)} ({r.daysLapsed} {r.daysLapsed === 1 ? 'day' : 'days'}).
          </p>
        )}
      </div>
      <AmountTable caption="How the revival amount is made up" lines={r.lines} totalLabel="Revival amount" total={r.total} />
      <InfoBanner tone={r.needsHealthDeclaration ? 'warning' : 'info'}>{r.note}</InfoBanner>
      {r.canPayOnline ? (
        <PayAndReinstate total={r.total} {...props} />
      ) : (
        r.needsHealthDeclaration && <ReinstatementRequest {...props} />
      )}
    </div>
  );
}
