import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format';
import { useStatusWord } from '@/lib/i18n/status-word';
import type { ServiceRequestEvent } from '@/lib/types';

/** 21/11/2026 10:15, or '—' when the core sent no real time. */
export function formatEventTime(at: string | null): string {
  return at ? `${formatDate(at)} ${at.slice(11, 16)}` : '—';
}

/** Each step of a request, oldest first, with the SMS / email the customer was sent at it. */
export function RequestTimeline({ srNumber, events }: { srNumber: string; events: readonly ServiceRequestEvent[] }) {
  const t = useTranslations('serviceRequest.timeline');
  const statusWord = useStatusWord();
  if (events.length === 0) return <p className="text-sm text-ink-500">{t('none')}</p>;
  const headingId = `sr-${srNumber}-timeline`;
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold text-ink-900">
        {t('heading')}
      </h3>
      <ol aria-labelledby={headingId} className="mt-2 border-l-2 border-brand-100 pl-4">
        {events.map((e, i) => (
          <li key={i} className="relative pb-4 last:pb-0">
            <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600" />
            <p className="text-sm">
              <span className="font-semibold text-ink-900">{statusWord(e.status)}</span>
              <span className="text-ink-500"> · </span>
              <time className="text-ink-700" dateTime={e.at ?? undefined}>
                {formatEventTime(e.at)}
              </time>
            </p>
            {e.message && <p className="mt-1 text-sm text-ink-700">{e.message}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
