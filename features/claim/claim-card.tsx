import { DetailList } from '@/components/policy/detail-list';
import { Tag } from '@/components/ui/tag';
import { formatDate, formatSrNumber } from '@/lib/format';
import type { ClaimSummary } from '@/lib/server/data/claims';
import { STATUS_TONES } from './claim-rules';
import { ClaimDocumentsAsk } from './claim-documents-ask';

/** One claim: its policy, type, dates and status, the documents received, and an upload for what is still needed. */
export function ClaimCard({ claim, level }: { claim: ClaimSummary; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const id = `claim-${claim.srNumber}`;
  const death = claim.claimType === 'DEATH';
  return (
    <article aria-labelledby={id} className="card flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={id} className="text-lg font-semibold text-ink-900">
          {claim.typeLabel} <span className="whitespace-nowrap text-ink-500">{formatSrNumber(claim.srNumber)}</span>
        </Heading>
        <Tag tone={STATUS_TONES[claim.status]} dot>
          {claim.status}
        </Tag>
      </div>
      <DetailList
        rows={[
          { label: 'Policy No', value: claim.policyNo },
          { label: 'Claim Type', value: claim.typeLabel },
          { label: death ? 'Date of Death' : 'Date of Diagnosis', value: formatDate(claim.eventDate) },
          { label: 'Intimated On', value: formatDate(claim.intimatedOn) },
          { label: 'Respond By', value: formatDate(claim.dueDate) },
        ]}
      />
      <div>
        <p className="text-sm font-semibold text-ink-900">Documents Received</p>
        {claim.received.length === 0 ? (
          <p className="mt-1 text-sm text-ink-500">None yet.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm text-ink-700">
            {claim.received.map((d, i) => (
              <li key={`${i}-${d.label}`}>
                <span className="font-medium text-ink-900">{d.label}</span>: {d.fileName}, received {formatDate(d.receivedOn)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {claim.needed.length > 0 && <ClaimDocumentsAsk srNumber={claim.srNumber} needed={claim.needed} />}
    </article>
  );
}
