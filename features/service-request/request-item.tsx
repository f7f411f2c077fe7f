import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Tag } from '@/components/ui/tag';
import { useStatusWord } from '@/lib/i18n/status-word';
import { formatDate } from '@/lib/format';
import type { ServiceRequestSummary } from '@/lib/types';
import { EscalationPanel } from './complaint/escalation-panel';
import { DocumentAskForm } from './document-ask-form';
import { RequestTimeline } from './request-timeline';
import { dueTone, dueWording, requestNumberLabel, statusTone } from './tracker-rules';

const DUE_CLASS = {
  ok: 'text-ink-700',
  today: 'font-semibold text-amber-700',
  late: 'font-semibold text-raspberry-700',
} as const;

/** When a final request reached its status: the last step of its timeline. */
const finalOn = (r: ServiceRequestSummary) => (r.isOpen ? null : (r.timeline.at(-1)?.at ?? null));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <span className="block">
        <span className="text-ink-500">{label}: </span>
        <span className="text-ink-900">{children}</span>
      </span>{' '}
    </>
  );
}

/**
 * One request as a native disclosure: the summary line always shows (number, subject, policy,
 * dates, status, time against the promise); opening it shows the timeline and, where the back
 * office asked for a document, the place to send it. <details> needs no script and is announced
 * as expandable by screen readers; one with an ask starts open, since it waits on the customer, and
 * so does one linked to by its number.
 */
export function RequestItem({ request: r, open = false }: { request: ServiceRequestSummary; open?: boolean }) {
  const t = useTranslations('serviceRequest.item');
  const complaints = useTranslations('complaints.tracker');
  const statusWord = useStatusWord();
  const wording = dueWording(r);
  const due = wording && t(wording.key, { count: wording.count });
  const closedOn = finalOn(r);
  // A complaint the customer may escalate starts open, as one waiting on them does.
  const escalate = r.complaint?.escalate ? r.complaint : null;
  return (
    <li>
      <details
        open={open || r.documentAsk !== null || escalate !== null}
        className="group rounded-lg border border-brand-100 bg-white"
      >
        <summary className="flex cursor-pointer list-none [&::-webkit-details-marker]:hidden flex-wrap items-start justify-between gap-x-4 gap-y-2 rounded-lg p-4 hover:bg-brand-50">
          <span className="block min-w-0 flex-1">
            <span className="block font-semibold text-ink-900">
              {/* A complaint is named as one: its number is the complaint number the acknowledgement gave. */}
              {r.complaint ? complaints('number', { sr: r.srNumber }) : requestNumberLabel(r)}{' '}
              <span className="text-ink-500">·</span> {r.title}
            </span>{' '}
            <span className="mt-1 grid gap-x-6 gap-y-0.5 text-sm desk:grid-cols-2">
              <Fact label={t('policy')}>{r.policyNo ?? '—'}</Fact>
              <Fact label={t('raisedOn')}>{r.raisedOn ? formatDate(r.raisedOn) : '—'}</Fact>
              {r.dueDate && (
                <Fact label={t('promisedBy')}>
                  {formatDate(r.dueDate)}{' '}
                  {due && r.daysLeft !== null && <span className={DUE_CLASS[dueTone(r.daysLeft)]}>({due})</span>}
                </Fact>
              )}
              {closedOn && <Fact label={t('statusOn', { status: statusWord(r.status) })}>{formatDate(closedOn)}</Fact>}
            </span>{' '}
            {r.documentAsk && <span className="mt-2 block text-sm font-semibold text-amber-700">{t('actionNeeded')}</span>}
            {escalate && <span className="mt-2 block text-sm font-semibold text-amber-700">{complaints('canEscalate')}</span>}
          </span>{' '}
          <span className="flex items-center gap-2">
            <Tag tone={statusTone(r.status)} dot>
              {statusWord(r.status)}
            </Tag>
            <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-90">
              ›
            </span>
          </span>
        </summary>
        <div className="flex flex-col gap-4 border-t border-brand-100 p-4">
          {r.documentAsk && (
            <ClientMessages namespaces={['requestForms']}>
              <DocumentAskForm srNumber={r.srNumber} ask={r.documentAsk} />
            </ClientMessages>
          )}
          {escalate && <EscalationPanel srNumber={r.srNumber} complaint={escalate} rejected={r.status === 'Rejected'} />}
          <RequestTimeline srNumber={r.srNumber} events={r.timeline} />
        </div>
      </details>
    </li>
  );
}
