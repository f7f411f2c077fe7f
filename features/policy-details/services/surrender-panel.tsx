import { ButtonLink } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import type { SurrenderDetails } from '@/lib/server/data/policy-services-reshape';
import { AmountTable, asOnLine, BulletList, rupees } from './panel-parts';

/**
 * Surrender Value (issue 10 §1): the value as on today with the parts that add up to it, what the
 * customer gives up and how to proceed. An enquiry only: a surrender needs the signed form, so
 * nothing here holds state.
 */
export function SurrenderPanel({ surrender: s }: { surrender: SurrenderDetails }) {
  if (!s.eligible) return <InfoBanner tone="info">{s.reason}</InfoBanner>;
  return (
    <div className="grid gap-5">
      <div>
        <p className="text-sm text-ink-500">{asOnLine(s.asOn)}</p>
        <p className="mt-1 text-ink-700">
          Surrender value: <strong className="text-2xl font-semibold text-ink-900">{rupees(s.surrenderValue)}</strong>
        </p>
        <p className="mt-1 text-sm text-ink-700">
          {s.basis && <>Worked out as the {s.basis.toLowerCase()}. </>}Premiums paid so far: {rupees(s.premiumsPaid)}.
        </p>
      </div>
      <AmountTable
        caption="How the surrender value is made up"
        lines={s.parts}
        totalLabel="Surrender value"
        total={s.surrenderValue}
      />
      <BulletList title="What you give up" items={s.givesUp} />
      <BulletList title="How to proceed" items={s.howToProceed} />
      <div>
        <ButtonLink href="/service-request?tab=NEW_SR" variant="secondary">
          Raise a Service Request
        </ButtonLink>
      </div>
    </div>
  );
}
