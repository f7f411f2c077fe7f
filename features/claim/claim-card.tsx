import { useTranslations } from 'next-intl';
import { DetailList } from '@/components/policy/detail-list';
import { Tag } from '@/components/ui/tag';
import { formatDate, formatSrNumber } from '@/lib/format';
import { useMessageText } from '@/lib/i18n/message-text';
import { useStatusWord } from '@/lib/i18n/status-word';
import type { ClaimSummary } from '@/lib/server/data/claims';
import { STATUS_TONES, documentWordKey } from './claim-rules';
import { ClaimDocumentsAsk } from './claim-documents-ask';

/** One claim: its policy, type, dates and status, the documents received, and an upload for what is still needed. */
export function ClaimCard({ claim, level }: { claim: ClaimSummary; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const id = `claim-${claim.srNumber}`;
  const death = claim.claimType === 'DEATH';
  const t = useTranslations('claim');
  const status = useStatusWord();
  const word = useMessageText();
  // The type in the page's language; the core's label is its English.
  const type = t(`types.${claim.claimType}`);
  return (
    <article aria-labelledby={id} className="card flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={id} className="text-lg font-semibold text-ink-900">
          {type} <span className="whitespace-nowrap text-ink-500">{formatSrNumber(claim.srNumber)}</span>
        </Heading>
        <Tag tone={STATUS_TONES[claim.status]} dot>
          {status(claim.status)}
        </Tag>
      </div>
      <DetailList
        rows={[
          { label: t('card.policyNo'), value: claim.policyNo },
          { label: t('card.claimType'), value: type },
          { label: death ? t('card.dateOfDeath') : t('card.dateOfDiagnosis'), value: formatDate(claim.eventDate) },
          { label: t('card.intimatedOn'), value: formatDate(claim.intimatedOn) },
          { label: t('card.respondBy'), value: formatDate(claim.dueDate) },
        ]}
      />
      <div>
        <p className="text-sm font-semibold text-ink-900">{t('card.received')}</p>
        {claim.received.length === 0 ? (
          <p className="mt-1 text-sm text-ink-500">{t('card.noneReceived')}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm text-ink-700">
            {claim.received.map((d, i) => (
              <li key={`${i}-${d.label}`}>
                {t.rich('card.receivedLine', {
                  label: word(documentWordKey(d.label) ?? d.label),
                  file: d.fileName,
                  date: formatDate(d.receivedOn),
                  b: (chunks) => <span className="font-medium text-ink-900">{chunks}</span>,
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {claim.needed.length > 0 && (
        <ClaimDocumentsAsk
          srNumber={claim.srNumber}
          needed={claim.needed}
          labels={claim.needed.map((label) => word(documentWordKey(label) ?? label))}
        />
      )}
    </article>
  );
}
