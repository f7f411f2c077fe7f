import { useTranslations } from 'next-intl';
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
  const t = useTranslations('enach');
  const upiT = useTranslations('upiAutopay');
  const failed = m.lastDebit?.status === 'FAILED' ? m.lastDebit : null;
  // A UPI mandate debits the account behind its UPI ID (issue 27 §3): the ID stands where the bank would.
  const bank = m.type === 'UPI' ? (m.upiId ?? '') : t('mandates.bankAccount', { bank: m.bankName, account: m.maskedAccount });
  const live = m.status !== 'Cancelled';
  return (
    <li className="rounded-lg border border-brand-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-ink-900">{m.policyName}</h3>
        <Tag tone={mandateTone(m.status)} dot>
          {t(`mandates.status.${m.status}`)}
        </Tag>
      </div>
      <DetailList
        className="mt-3"
        rows={[
          { label: upiT('type'), value: upiT(m.type === 'UPI' ? 'typeUPI' : 'typeENACH') },
          { label: t('mandates.policyNumber'), value: m.policyNo },
          { label: t('mandates.umrn'), value: m.umrn },
          { label: m.type === 'UPI' ? upiT('upiIdRow') : t('mandates.bank'), value: bank },
          { label: t('mandates.amount'), value: formatRupees(m.amount) },
          { label: t('mandates.nextDebit'), value: orNotAvailable(m.nextDebitDate, formatDate) },
        ]}
      />
      {m.status === 'Paused' && m.resumesOn && (
        <p className="mt-3 text-ink-700">
          {t('mandates.pausedFor', { debits: debitsWord(t, m.pausedDebits), date: formatDate(m.resumesOn) })}
        </p>
      )}
      {failed && (
        <InfoBanner tone="warning" title={t('mandates.failedTitle')} className="mt-3">
          {t('mandates.failedText', {
            amount: formatRupees(failed.amount),
            due: formatDate(failed.dueDate),
            on: formatDate(failed.on),
            reason: failed.reason ? ` (${failed.reason})` : '',
          })}
          {m.canRetry ? ` ${t('mandates.canRetry')}` : ''}
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
