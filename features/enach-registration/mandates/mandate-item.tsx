import { DetailList, orNotAvailable } from '@/components/policy/detail-list';
import { InfoBanner } from '@/components/ui/info-banner';
import { Tag } from '@/components/ui/tag';
import { formatDate, formatRupees } from '@/lib/format';
import type { Mandate } from '@/lib/server/data/mandates';
import { MandateActions } from './mandate-actions';
import { debitsWord, mandateTone } from './mandate-rules';

/**
 * One mandate: what it debits, from where and when next, its status, a failed last debit, and
 * the buttons that still apply (a cancelled mandate keeps none).
 */
export function MandateItem({ mandate: m }: { mandate: Mandate }) {
  const failed = m.lastDebit?.status === 'FAILED' ? m.lastDebit : null;
  const bank = `${m.bankName}, A/c ${m.maskedAccount}`;
  const live = m.status !== 'Cancelled';
  return (
    <li className="rounded-lg border border-brand-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-ink-900">{m.policyName}</h3>
        <Tag tone={mandateTone(m.status)} dot>
          {m.status}
        </Tag>
      </div>
      <DetailList
        className="mt-3"
        rows={[
          { label: 'Policy Number', value: m.policyNo },
          { label: 'UMRN', value: m.umrn },
          { label: 'Bank', value: bank },
          { label: 'Amount', value: formatRupees(m.amount) },
          { label: 'Next Debit Date', value: orNotAvailable(m.nextDebitDate, formatDate) },
        ]}
      />
      {m.status === 'Paused' && m.resumesOn && (
        <p className="mt-3 text-ink-700">
          Paused for {debitsWord(m.pausedDebits)}. Debits resume on {formatDate(m.resumesOn)}.
        </p>
      )}
      {failed && (
        <InfoBanner tone="warning" title="Last debit failed" className="mt-3">
          The debit of {formatRupees(failed.amount)} due on {formatDate(failed.dueDate)} failed on {formatDate(failed.on)}
          {failed.reason ? ` (${failed.reason})` : ''}.{m.canRetry ? ' You can retry it now or pay the premium online.' : ''}
        </InfoBanner>
      )}
      {/* Always mounted, buttons or not: a result dialog outlives the button that led to it. */}
      <MandateActions
        mandate={{ policyNo: m.policyNo, umrn: m.umrn, bank, nextDebitDate: m.nextDebitDate }}
        canChange={live}
        canPause={m.status === 'Active'}
        retryAmount={m.canRetry && failed ? failed.amount : null}
      />
    </li>
  );
}
